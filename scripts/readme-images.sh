#!/usr/bin/env bash
# Regenerates docs/images/screens.png for the README: the five brand conversation screens at @1x,
# side by side (needs ImageMagick's montage). Usage: scripts/readme-images.sh path/to/mockshot
set -euo pipefail
bin=${1:?mockshot binary}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$bin" render chatgpt.screen --mode light --scale 1 -o "$tmp/1.png"
"$bin" render grok.screen --mode dark --scale 1 -o "$tmp/2.png"
"$bin" render copilot.screen --mode light --scale 1 -o "$tmp/3.png"
"$bin" render characterai.screen --mode dark --scale 1 -o "$tmp/4.png"
"$bin" render kik.screen --mode light --scale 1 -o "$tmp/5.png"
montage "$tmp"/[1-5].png -tile 5x1 -geometry +12+12 -background '#E5E5EA' docs/images/screens.png
echo "wrote docs/images/screens.png"
