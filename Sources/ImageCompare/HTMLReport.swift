import Imaging

/// Writes one self-contained HTML page that shows every failed snapshot: expected, actual and diff
/// side by side or one at a time, and a slider that wipes the actual rendering over the expected one.
///
/// Why self-contained: the report is opened from CI artifacts, e-mail attachments or a colleague's
/// machine, where relative image paths break. Images are embedded as base64 `data:` URIs (each
/// file exactly once; the other views copy the source with a few lines of inline script), and all
/// CSS and JS are inline, so the single file works anywhere, offline.
public enum HTMLReport {
    /// The report as an HTML string. Image files that cannot be read are shown as a placeholder
    /// naming the path, so one missing file does not lose the whole report.
    /// `note`, when given, is shown under the summary (e.g. how to accept the new images).
    public static func render(_ failures: [SnapshotFailure], title: String = "Snapshot failures", note: String? = nil) -> String {
        var html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(stylesheet)</style>
        </head>
        <body>
        <header class="page-head">
        <h1>\(escape(title))</h1>
        <p class="summary">\(failures.count == 1 ? "1 snapshot failed" : "\(failures.count) snapshots failed")</p>
        \(note.map { "<p class=\"note\">\(escape($0))</p>" } ?? "")

        """
        if !failures.isEmpty {
            html += "<nav class=\"toc\"><ol>\n"
            for (index, failure) in failures.enumerated() {
                html += "<li><a href=\"#failure-\(index + 1)\">\(escape(failure.name))</a>"
                html += " <span class=\"pill\">\(grouped(failure.diffCount)) px</span></li>\n"
            }
            html += "</ol></nav>\n"
        }
        html += "</header>\n<main>\n"
        for (index, failure) in failures.enumerated() {
            html += section(failure, number: index + 1)
        }
        html += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    /// Renders the report and writes it to `path` atomically (`AtomicFile`: a temporary file in the
    /// same directory renamed over the destination), so a browser or a concurrent test run never
    /// sees half a report. Creates the directory and its parents when needed.
    public static func write(_ failures: [SnapshotFailure], to path: String, title: String = "Snapshot failures",
                             note: String? = nil) throws(AtomicFileError) {
        let directory = FileSystem.parentDirectory(path)
        if !directory.isEmpty, let reason = FileSystem.createDirectories(directory) {
            throw AtomicFileError(path: path, reason: "cannot create directory '\(directory)': \(reason)")
        }
        try AtomicFile.write(Array(render(failures, title: title, note: note).utf8), to: path)
    }

    // MARK: - Sections

    private static func section(_ failure: SnapshotFailure, number: Int) -> String {
        let group = "view-\(number)"
        let percent = FixedDecimal.format(failure.ratio * 100, fractionDigits: 3) + "%"
        var html = """
        <section class="failure" id="failure-\(number)">
        <header class="failure-head">
        <h2>\(escape(failure.name))</h2>
        <p class="where"><code>\(escape(failure.testFile)):\(failure.line)</code></p>
        <p class="message">\(escape(failure.message))</p>
        <dl class="stats">
        <div><dt>Different pixels</dt><dd class="diff-count">\(grouped(failure.diffCount))</dd></div>
        <div><dt>Share of image</dt><dd>\(percent)</dd></div>
        <div><dt>Anti-aliased (ignored)</dt><dd class="aa-count">\(grouped(failure.aaCount))</dd></div>
        <div><dt>Total pixels</dt><dd>\(grouped(failure.totalPixels))</dd></div>
        </dl>
        </header>
        <div class="viewer">

        """
        // Radio buttons drive the tabs with CSS alone; each is followed by its label so the
        // checked tab can be styled with `input:checked + label`.
        let tabs = [("side", "Side by side"), ("expected", "Expected"), ("actual", "Actual"),
                    ("diff", "Diff"), ("slider", "Slider")]
        for (index, (key, label)) in tabs.enumerated() {
            let id = "\(group)-\(key)"
            html += "<input type=\"radio\" name=\"\(group)\" id=\"\(id)\" class=\"tab-\(key)\"\(index == 0 ? " checked" : "")>"
            html += "<label for=\"\(id)\">\(label)</label>\n"
        }
        html += """
        <div class="views">
        <div class="view view-side">
        \(figure(path: failure.referencePath, role: "expected", caption: "Expected"))
        \(figure(path: failure.actualPath, role: "actual", caption: "Actual"))
        \(figure(path: failure.diffPath, role: "diff", caption: "Diff"))
        </div>
        <div class="view view-expected"><img class="zoomable" data-copy="expected" alt="Expected"></div>
        <div class="view view-actual"><img class="zoomable" data-copy="actual" alt="Actual"></div>
        <div class="view view-diff"><img class="zoomable" data-copy="diff" alt="Diff"></div>
        <div class="view view-slider">
        <input type="range" class="slider" min="0" max="100" step="0.1" value="50" aria-label="Reveal the actual image over the expected one">
        <p class="hint">Left of the line: actual · right: expected</p>
        <div class="wipe" style="--split: 50%">
        <img data-copy="expected" alt="Expected">
        <img class="over" data-copy="actual" alt="Actual">
        <div class="divider"></div>
        </div>
        </div>
        </div>
        </div>
        <details class="files"><summary>Files</summary><ul>
        <li>Expected: <code>\(escape(failure.referencePath))</code></li>
        <li>Actual: <code>\(escape(failure.actualPath))</code></li>
        <li>Diff: <code>\(escape(failure.diffPath ?? "none"))</code></li>
        </ul></details>
        </section>

        """
        return html
    }

    /// A captioned image embedded as a data URI, or a placeholder when the file is unavailable.
    private static func figure(path: String?, role: String, caption: String) -> String {
        guard let path, let bytes = FileSystem.contents(path) else {
            let reason = path.map { "Not found: \(escape($0))" } ?? "No image"
            return "<figure class=\"missing\" data-role=\"\(role)\"><div>\(reason)</div><figcaption>\(caption)</figcaption></figure>"
        }
        let uri = "data:\(mimeType(path));base64,\(Base64.encode(bytes))"
        return "<figure><img class=\"zoomable\" data-role=\"\(role)\" src=\"\(uri)\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
    }

    private static func mimeType(_ path: String) -> String {
        switch FileSystem.pathExtension(path).lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        default: "image/png"
        }
    }

    // MARK: - Text helpers

    /// Escapes text for HTML element content and quoted attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// `1234567` → `"1,234,567"`, independent of the machine's locale so reports read the same everywhere.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    // MARK: - Inline assets

    private static let stylesheet = """
    :root {
      color-scheme: light dark;
      --bg: #f6f7f9; --panel: #ffffff; --text: #1d2129; --muted: #667085; --line: #e3e6ea;
      --accent: #2f6fed; --accent-text: #ffffff; --bad: #d92d20; --check: #e9ecef;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #15171b; --panel: #1e2126; --text: #e7e9ee; --muted: #9aa3b2; --line: #2d3138;
        --accent: #6b9bff; --accent-text: #0c0e12; --bad: #ff6b5f; --check: #2a2e35;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--text);
      font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Inter, Roboto, "Helvetica Neue", sans-serif; }
    code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    .page-head, main { max-width: 1280px; margin: 0 auto; padding: 24px; }
    .page-head { padding-bottom: 0; }
    h1 { margin: 0 0 4px; font-size: 24px; }
    .summary { margin: 0 0 12px; color: var(--muted); }
    .note { margin: 0 0 12px; font-family: ui-monospace, monospace; }
    .toc ol { margin: 0; padding-left: 20px; }
    .toc a { color: var(--accent); text-decoration: none; }
    .toc a:hover { text-decoration: underline; }
    .pill { display: inline-block; padding: 0 8px; border-radius: 999px; font-size: 12px;
      background: color-mix(in srgb, var(--bad) 14%, transparent); color: var(--bad); }
    .failure { background: var(--panel); border: 1px solid var(--line); border-radius: 12px;
      padding: 20px; margin-bottom: 24px; }
    .failure-head h2 { margin: 0; font-size: 18px; word-break: break-word; }
    .where { margin: 2px 0 8px; color: var(--muted); }
    .message { margin: 0 0 12px; color: var(--bad); white-space: pre-wrap; }
    .stats { display: flex; flex-wrap: wrap; gap: 8px 28px; margin: 0 0 16px; }
    .stats dt { font-size: 12px; color: var(--muted); }
    .stats dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
    .viewer { display: flex; flex-wrap: wrap; gap: 4px; }
    .viewer > input { position: absolute; opacity: 0; pointer-events: none; }
    .viewer > label { padding: 5px 12px; border-radius: 8px; border: 1px solid var(--line);
      cursor: pointer; user-select: none; font-size: 14px; }
    .viewer > label:hover { border-color: var(--accent); }
    .viewer > input:checked + label { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
    .viewer > input:focus-visible + label { outline: 2px solid var(--accent); outline-offset: 2px; }
    .views { flex-basis: 100%; margin-top: 12px; }
    .view { display: none; text-align: center; }
    .tab-side:checked ~ .views .view-side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; }
    .tab-expected:checked ~ .views .view-expected, .tab-actual:checked ~ .views .view-actual,
    .tab-diff:checked ~ .views .view-diff, .tab-slider:checked ~ .views .view-slider { display: block; }
    figure { margin: 0; }
    figcaption { margin-top: 6px; font-size: 13px; color: var(--muted); }
    img { display: block; max-width: 100%; height: auto; margin: 0 auto; border: 1px solid var(--line);
      background: repeating-conic-gradient(var(--check) 0% 25%, transparent 0% 50%) 50% / 16px 16px; }
    .view-expected img, .view-actual img, .view-diff img { max-width: min(100%, 520px); }
    img.zoomable { cursor: zoom-in; }
    img.actual-size { max-width: none; cursor: zoom-out; }
    .view:has(img.actual-size) { overflow-x: auto; }
    .missing div { display: grid; place-items: center; min-height: 160px; padding: 12px; border: 1px dashed var(--line);
      border-radius: 8px; color: var(--muted); font-size: 13px; word-break: break-all; }
    .wipe { position: relative; display: inline-block; max-width: min(100%, 520px); }
    .wipe img { width: 100%; max-width: none; }
    .wipe .over { position: absolute; inset: 0; clip-path: inset(0 calc(100% - var(--split)) 0 0); }
    .wipe .divider { position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px; margin-left: -1px;
      background: var(--accent); pointer-events: none; }
    .slider { display: block; width: min(100%, 520px); margin: 0 auto; accent-color: var(--accent); }
    .hint { margin: 2px 0 10px; font-size: 12px; color: var(--muted); }
    .files { margin-top: 16px; color: var(--muted); font-size: 13px; }
    .files ul { margin: 6px 0 0; padding-left: 20px; word-break: break-all; }
    @media (max-width: 720px) { .tab-side:checked ~ .views .view-side { grid-template-columns: 1fr; } }
    """

    /// Copies each embedded image into the single and slider views, wires the sliders and the
    /// click-to-zoom. Without script the side-by-side view still works.
    private static let script = """
    document.querySelectorAll('section.failure').forEach(function (section) {
      section.querySelectorAll('img[data-copy]').forEach(function (img) {
        var source = section.querySelector('img[data-role="' + img.dataset.copy + '"]');
        if (source) { img.src = source.src; } else { img.replaceWith(Object.assign(document.createElement('p'), { textContent: 'No image' })); }
      });
      var wipe = section.querySelector('.wipe'), slider = section.querySelector('.slider');
      if (wipe && slider) {
        slider.addEventListener('input', function () { wipe.style.setProperty('--split', slider.value + '%'); });
      }
    });
    document.addEventListener('click', function (event) {
      var img = event.target;
      if (img instanceof HTMLImageElement && img.classList.contains('zoomable')) { img.classList.toggle('actual-size'); }
    });
    """
}
