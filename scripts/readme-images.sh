#!/usr/bin/env bash
# Regenerates the README's pictures (needs ImageMagick's montage):
# - docs/images/screens.png: the five brand conversation screens at @1x, side by side;
# - docs/images/appstore.png: App Store screenshots as the store lists them, from examples/appstore:
#   ChatGPT's three panorama screenshots on the 6.9" iPhone, then Kik's first two in Arabic.
# Usage: scripts/readme-images.sh path/to/mockshot
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
"$bin" appstore examples/appstore/chatgpt.yaml -o "$tmp/chatgpt" --locale en-US --device 6.9\" > /dev/null
"$bin" appstore examples/appstore/kik.yaml -o "$tmp/kik" --locale ar-SA > /dev/null
# Seamless panorama (no gap between its slices), then the Kik pair; 1/4 size, as on a product page.
montage "$tmp"/chatgpt/en-US/0[1-3]_iphone-16-pro-max.png -tile 3x1 -geometry 330x717+0+0 "$tmp/panorama.png"
montage "$tmp"/kik/ar-SA/0[1-2]_iphone-16-pro-max.png -tile 2x1 -geometry 330x717+12+0 -background '#FFFFFF' "$tmp/kik.png"
montage "$tmp/panorama.png" "$tmp/kik.png" -tile 2x1 -geometry +12+12 -background '#FFFFFF' docs/images/appstore.png
echo "wrote docs/images/appstore.png"
