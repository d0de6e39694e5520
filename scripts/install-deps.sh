#!/usr/bin/env bash
# Installs the Debian packages mockshot needs, only those missing; uses sudo when not root.
# The fonts-noto-* packages are the fallback faces for other scripts and emoji (see fonts/README.md).
# Usage: scripts/install-deps.sh [extra-package …]
set -euo pipefail
packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libfontconfig-dev libpng-dev zlib1g-dev libdeflate-dev
  libisal-dev  # ISA-L igzip: the fast PNG compression levels (1-3, the default)
  libcmark-gfm-dev libcmark-gfm-extensions-dev
  libyaml-dev
  libjpeg62-turbo-dev  # App Store screenshots in JPEG, JPEG backgrounds
  time  # GNU time: the CLI tests measure peak memory of hostile inputs with it
  fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
  "$@"
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "mockshot: installing Debian packages: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
