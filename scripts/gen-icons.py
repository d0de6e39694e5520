#!/usr/bin/env python3
"""Generate Sources/Icons/LucideData.swift: the SF Symbol substitutes mockshot ships.

Why: SF Symbols may not be redistributed, so every SF Symbol name the brand guides use is drawn
with a visually close Lucide icon instead (Lucide is ISC-licensed; see
Sources/Icons/LICENSE-lucide.txt). This script is the only place the SF-name -> Lucide-name
choice is made; the Swift side parses the SVG data it writes.

Reproduce:
    pip install python-lucide==0.5.11        # ships Lucide 1.61.0's SVGs in an SQLite database
    python3 scripts/gen-icons.py             # rewrites Sources/Icons/LucideData.swift
    python3 scripts/gen-icons.py --check     # exits 1 if the committed file is stale

Options: --db PATH reads another lucide-icons.db (default: the one inside the installed
`lucide` package, or $LUCIDE_DB_PATH).

Output: one entry per SF name, sorted by SF name, holding the Lucide name, whether the SF name
is a `.fill` variant, and the icon's SVG child elements (path/circle/ellipse/rect/line/
polyline/polygon) as Swift literals in Lucide's 24x24 viewBox, each with a paint hint:

    auto   fill the element if the symbol is a `.fill` variant and the element is closed
           (decided in Swift, which parses the geometry), otherwise stroke it
    fill   always fill (and stroke): Lucide's own `fill="currentColor"` dots, open outlines that
           SF fills by closing them (a person's shoulders)
    stroke never fill
    erase  stroke with a transparent "eraser": the white-on-colour marks of SF's filled symbols
           (the check in checkmark.seal.fill, the cuff gap of hand.thumbsup.fill)
    hole   erase the element's interior and stroke (house.fill's door)

Erase/hole elements are moved after the others (stable order) so they cut what precedes them.

Symbols no Lucide icon matches (sparkles, gear, hand.raised.fill, the person and bubble pairs, ...)
are drawn by hand in Swift under Sources/Icons/Drawn/, listed in DrawnSymbols.swift. This script
never writes there: it reads that table's names and stops if MAPPING names any of them, so a
regeneration cannot shadow or replace a drawing.

The output is deterministic: entries sorted, numbers normalised, no timestamps.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sqlite3
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources" / "Icons" / "LucideData.swift"
DRAWN_TABLE = ROOT / "Sources" / "Icons" / "Drawn" / "DrawnSymbols.swift"

# SF Symbol name -> (Lucide icon, {Lucide element index: hint}). Element indices count the SVG's
# child elements in document order, starting at 0. Chosen by eye for closeness to the SF glyph.
MAPPING: dict[str, tuple[str, dict[int, str]]] = {
    # --- Names used by the brand guides -------------------------------------------------------
    "arrow.2.squarepath": ("repeat-2", {}),                 # two square-cornered arrows
    "arrow.clockwise": ("rotate-cw", {}),
    "arrow.triangle.2.circlepath": ("refresh-cw", {}),
    "arrow.up": ("arrow-up", {}),
    "bubble.left": ("message-circle", {}),                 # round bubble, tail bottom-left
    "bubble.left.fill": ("message-circle", {0: "fill"}),
    "camera": ("camera", {}),
    "checkmark": ("check", {}),
    "checkmark.seal.fill": ("badge-check", {0: "fill", 1: "erase"}),
    "chevron.down": ("chevron-down", {}),
    "chevron.left": ("chevron-left", {}),
    "cpu": ("cpu", {}),
    "doc.fill": ("file", {0: "fill", 1: "erase"}),         # folded corner cut out
    "doc.on.doc": ("copy", {}),
    "ellipsis": ("ellipsis", {}),
    "exclamationmark.circle.fill": ("circle-alert", {0: "fill", 1: "erase", 2: "erase"}),
    "globe": ("globe", {}),
    "hand.thumbsdown": ("thumbs-down", {}),
    "hand.thumbsdown.fill": ("thumbs-down", {0: "fill", 1: "erase"}),
    "hand.thumbsup": ("thumbs-up", {}),
    "hand.thumbsup.fill": ("thumbs-up", {0: "fill", 1: "erase"}),
    "heart": ("heart", {}),
    "line.3.horizontal": ("menu", {}),
    "magnifyingglass": ("search", {}),
    "mic": ("mic", {}),
    "mic.fill": ("mic", {2: "fill"}),                      # capsule filled, stand stroked
    "paperclip": ("paperclip", {}),
    "person": ("user-round", {}),                          # round shoulders like SF
    "person.3.fill": ("user-group", {0: "fill", 1: "fill", 2: "fill", 3: "fill", 4: "fill", 5: "fill"}),
    "person.fill": ("user-round", {0: "fill", 1: "fill"}),
    "photo.stack": ("images", {}),
    "plus": ("plus", {}),
    "plus.circle": ("circle-plus", {}),
    "plus.circle.fill": ("circle-plus", {0: "fill", 1: "erase", 2: "erase"}),
    "qrcode": ("qr-code", {}),
    "qrcode.viewfinder": ("scan-qr-code", {}),
    "sidebar.leading": ("panel-left", {}),
    "square.and.arrow.up": ("share", {}),
    "square.and.pencil": ("square-pen", {}),
    "stop.fill": ("square", {}),
    "waveform": ("audio-lines", {}),
    "xmark": ("x", {}),
    # --- Common extras for chat mockups ---------------------------------------------------------
    "arrow.down": ("arrow-down", {}),
    "arrow.left": ("arrow-left", {}),
    "arrow.right": ("arrow-right", {}),
    "arrow.up.circle.fill": ("circle-arrow-up", {0: "fill", 1: "erase", 2: "erase"}),
    "bell": ("bell", {}),
    "bell.fill": ("bell", {1: "fill"}),
    "bookmark": ("bookmark", {}),
    "bookmark.fill": ("bookmark", {}),
    "camera.fill": ("camera", {0: "fill", 1: "erase"}),    # lens ring cut out
    "checkmark.circle": ("circle-check", {}),
    "checkmark.circle.fill": ("circle-check", {0: "fill", 1: "erase"}),
    "chevron.right": ("chevron-right", {}),
    "chevron.up": ("chevron-up", {}),
    "clock": ("clock", {}),
    "doc": ("file", {}),
    "doc.text": ("file-text", {}),
    "ellipsis.circle": ("circle-ellipsis", {}),
    "exclamationmark.circle": ("circle-alert", {}),
    "exclamationmark.triangle": ("triangle-alert", {}),
    "heart.fill": ("heart", {}),
    "house": ("house", {}),
    "house.fill": ("house", {0: "hole", 1: "fill"}),      # door cut out
    "info.circle": ("info", {}),
    "info.circle.fill": ("info", {0: "fill", 1: "erase", 2: "erase"}),
    "keyboard": ("keyboard", {}),
    "link": ("link", {}),
    "lock": ("lock", {}),
    "lock.fill": ("lock", {}),
    "mic.slash": ("mic-off", {}),
    "paperplane": ("send", {}),
    "paperplane.fill": ("send", {0: "fill", 1: "erase"}),
    "pause.fill": ("pause", {}),
    "pencil": ("pencil", {}),
    "photo": ("image", {}),
    "play.fill": ("play", {}),
    "speaker.wave.2": ("volume-2", {}),
    "square.and.arrow.down": ("import", {}),               # arrow into an open-topped box
    "star": ("star", {}),
    "star.fill": ("star", {}),
    "stop.circle": ("circle-stop", {}),
    "trash": ("trash", {}),
    "xmark.circle": ("circle-x", {}),
    "xmark.circle.fill": ("circle-x", {0: "fill", 1: "erase", 2: "erase"}),
}

HINTS = {"auto", "fill", "stroke", "erase", "hole"}
SVG_NS = "{http://www.w3.org/2000/svg}"

# Attributes each element kind may carry; anything else (a transform, say) stops the script
# rather than being silently dropped.
ALLOWED = {
    "path": {"d", "fill"},
    "circle": {"cx", "cy", "r", "fill"},
    "ellipse": {"cx", "cy", "rx", "ry", "fill"},
    "rect": {"x", "y", "width", "height", "rx", "ry", "fill"},
    "line": {"x1", "y1", "x2", "y2", "fill"},
    "polyline": {"points", "fill"},
    "polygon": {"points", "fill"},
}


def default_db_path() -> pathlib.Path:
    """The database inside the installed `lucide` package (python-lucide), or $LUCIDE_DB_PATH."""
    if "LUCIDE_DB_PATH" in os.environ:
        return pathlib.Path(os.environ["LUCIDE_DB_PATH"])
    import importlib.resources

    return pathlib.Path(str(importlib.resources.files("lucide.data").joinpath("lucide-icons.db")))


def number(text: str) -> str:
    """A Swift Double literal for an SVG attribute number (`.5` is not valid Swift)."""
    value = float(text)
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


def swift_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def element_literal(tag: str, attrs: dict[str, str], hint: str) -> str:
    """One `LucideElement` case literal."""
    n = lambda key: number(attrs[key])  # noqa: E731
    h = "." + hint
    if tag == "path":
        return f".path({swift_string(attrs['d'])}, {h})"
    if tag == "circle":
        return f".circle(cx: {n('cx')}, cy: {n('cy')}, r: {n('r')}, {h})"
    if tag == "ellipse":
        return f".ellipse(cx: {n('cx')}, cy: {n('cy')}, rx: {n('rx')}, ry: {n('ry')}, {h})"
    if tag == "rect":
        rx = n("rx") if "rx" in attrs else "nil"
        ry = n("ry") if "ry" in attrs else "nil"
        x = number(attrs.get("x", "0"))
        y = number(attrs.get("y", "0"))
        return (f".rect(x: {x}, y: {y}, width: {n('width')}, height: {n('height')}, "
                f"rx: {rx}, ry: {ry}, {h})")
    if tag == "line":
        return f".line(x1: {n('x1')}, y1: {n('y1')}, x2: {n('x2')}, y2: {n('y2')}, {h})"
    if tag in ("polyline", "polygon"):
        return f".{tag}({swift_string(attrs['points'].strip())}, {h})"
    raise ValueError(f"unsupported SVG element <{tag}>")


def entry_literal(sf_name: str, lucide_name: str, hints: dict[int, str], svg: str) -> str:
    """Steps: 1. parse the SVG; 2. check its viewBox; 3. pair each child with its hint; 4. move
    erase/hole children last (stable); 5. render the Swift literal."""
    # 1. Parse.
    root = ET.fromstring(svg)
    # 2. Every Lucide icon is drawn in 0 0 24 24; the Swift side assumes it.
    if root.get("viewBox") != "0 0 24 24":
        raise ValueError(f"{lucide_name}: unexpected viewBox {root.get('viewBox')!r}")
    children = list(root)
    for index in hints:
        if index >= len(children):
            raise ValueError(f"{sf_name}: hint for element {index}, but {lucide_name} has {len(children)}")
    # 3. Pair elements with hints; Lucide's own solid dots carry fill="currentColor".
    paired = []
    for index, child in enumerate(children):
        tag = child.tag.removeprefix(SVG_NS)
        if tag not in ALLOWED:
            raise ValueError(f"{lucide_name}: unsupported element <{tag}>")
        extra = set(child.attrib) - ALLOWED[tag]
        if extra:
            raise ValueError(f"{lucide_name}: <{tag}> has unsupported attributes {sorted(extra)}")
        fill = child.get("fill")
        if fill not in (None, "none", "currentColor"):
            raise ValueError(f"{lucide_name}: <{tag}> fill={fill!r}")
        hint = hints.get(index, "fill" if fill == "currentColor" else "auto")
        if hint not in HINTS:
            raise ValueError(f"{sf_name}: unknown hint {hint!r}")
        paired.append((tag, dict(child.attrib), hint))
    # 4. Erasers cut only what is painted before them.
    paired.sort(key=lambda item: item[2] in ("erase", "hole"))
    # 5. Swift literal.
    is_filled = "fill" in sf_name.split(".")
    lines = [f"        LucideEntry(name: {swift_string(sf_name)}, source: {swift_string(lucide_name)}, "
             f"isFilled: {'true' if is_filled else 'false'}, elements: ["]
    lines += [f"            {element_literal(tag, attrs, hint)}," for tag, attrs, hint in paired]
    lines.append("        ]),")
    return "\n".join(lines)


def drawn_names() -> set[str]:
    """The SF names drawn by hand: every `DrawnSymbol("name")` row of DrawnSymbols.swift."""
    import re

    names = set(re.findall(r'DrawnSymbol\("([^"]+)"\)', DRAWN_TABLE.read_text()))
    if not names:
        raise ValueError(f"{DRAWN_TABLE.relative_to(ROOT)}: no DrawnSymbol rows found")
    return names


def generate(db_path: pathlib.Path) -> str:
    overlap = sorted(set(MAPPING) & drawn_names())
    if overlap:
        raise ValueError(f"drawn by hand in {DRAWN_TABLE.relative_to(ROOT)}, remove from MAPPING: {', '.join(overlap)}")
    connection = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        version_row = connection.execute("SELECT value FROM metadata WHERE key = 'version'").fetchone()
        version = version_row[0] if version_row else "unknown"
        entries = []
        for sf_name in sorted(MAPPING):
            lucide_name, hints = MAPPING[sf_name]
            row = connection.execute("SELECT svg FROM icons WHERE name = ?", (lucide_name,)).fetchone()
            if row is None:
                raise ValueError(f"{sf_name}: Lucide has no icon named {lucide_name!r}")
            entries.append(entry_literal(sf_name, lucide_name, hints, row[0]))
    finally:
        connection.close()
    header = f"""// GENERATED by scripts/gen-icons.py from Lucide {version} (python-lucide's lucide-icons.db).
// Do not edit by hand: change the mapping table in the script and run it again.
// Lucide is ISC-licensed; its licence is in LICENSE-lucide.txt beside this file.

/// The Lucide vectors behind the SF Symbol names mockshot draws from Lucide, sorted by SF name (the
/// names it draws by hand are in Drawn/DrawnSymbols.swift).
enum LucideData {{
    /// The Lucide release the vectors were taken from.
    static let version = {swift_string(version)}

    /// One row per SF Symbol name, sorted by name.
    static let entries: [LucideEntry] = [
"""
    return header + "\n".join(entries) + "\n    ]\n}\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=pathlib.Path, default=None, help="path to lucide-icons.db")
    parser.add_argument("--check", action="store_true", help="fail if LucideData.swift is stale")
    args = parser.parse_args()
    db_path = args.db or default_db_path()
    if not db_path.exists():
        print(f"gen-icons: no database at {db_path}; pip install python-lucide==0.5.11", file=sys.stderr)
        return 1
    text = generate(db_path)
    if args.check:
        current = OUTPUT.read_text() if OUTPUT.exists() else ""
        if current != text:
            print(f"gen-icons: {OUTPUT.relative_to(ROOT)} is stale; run scripts/gen-icons.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text)
    print(f"gen-icons: wrote {len(MAPPING)} Lucide symbols to {OUTPUT.relative_to(ROOT)} (Lucide {version_of(text)})")
    return 0


def version_of(text: str) -> str:
    marker = "from Lucide "
    start = text.index(marker) + len(marker)
    return text[start:text.index(" ", start)]


if __name__ == "__main__":
    sys.exit(main())
