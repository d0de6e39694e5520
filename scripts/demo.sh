#!/usr/bin/env bash
# Renders the main outputs into an output folder: the engine gallery, every brand's component
# sheet and screens, in each colour scheme the brand supports, and the example scenes
# (examples/scenes: one per brand screen, every brand in other scripts, the 6.9" App Store size)
# into $out/scenes/ in one batch process.
# Usage: scripts/demo.sh path/to/mockshot out
set -euo pipefail
bin=${1:?mockshot binary}; out=${2:-out}
mkdir -p "$out"
n=0
render() { "$bin" "$@"; n=$((n + 1)); }
for mode in light dark; do
  render render gallery --mode "$mode" --scale 2 -o "$out/gallery-$mode.png"
  render render bench.chat-screen --mode "$mode" --scale 3 -o "$out/bench-chat-screen-$mode@3x.png"
done
for brand in chatgpt grok copilot characterai kik; do
  for mode in light dark; do
    # Sheets and screens in every colour scheme they support (Grok is dark-only, voice mode too).
    if "$bin" list "$brand.sheet" --mode "$mode" --names | grep -q .; then
      render sheet "$brand" --mode "$mode" -o "$out/$brand-sheet-$mode.png"
    fi
    for screen in $("$bin" list "$brand" --mode "$mode" --names | grep -E '\.[a-z-]*screen$' || true); do
      render render "$screen" --mode "$mode" --scale 3 -o "$out/${screen//./-}-$mode@3x.png"
    done
  done
done
# The example scenes, in one batch (one process, --jobs defaults to the number of cores).
here=$(cd "$(dirname "$0")/.." && pwd)
"$bin" render --scene "$here/examples/scenes" -o "$out/scenes/"
echo "mockshot: rendered $n images into $out/ and the example scenes into $out/scenes/"
