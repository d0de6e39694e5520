import CCairo
import ConfigFile
import Imaging
import Layout
import Render
import Synchronization

/// Renders a screenshot set: plans its images, fits every caption of a locale and device to one shared
/// size, then draws and encodes the images on worker threads.
///
/// Output does not depend on the number of workers or the shard: each image is a function of the set,
/// and the caption sizes are decided for whole (locale, device) groups before any image is drawn.
public struct SetRenderer: Sendable {
    public let set: ScreenshotSet

    public init(_ set: ScreenshotSet) { self.set = set }

    // MARK: Plan

    /// The set's images in order (device, screenshot, locale: a device's images share backgrounds, drawn
    /// once, and one screenshot's locales follow each other, so their screens, drawn at the same size, reuse
    /// the same pooled canvas instead of faulting in fresh pages), then those of devices and locales that
    /// could not be used (they fail), keeping the ones `shard` takes.
    public func jobs(shard: Shard = .all) -> [ImageJob] {
        var all: [ImageJob] = []
        let ext = set.format.fileExtension
        for (d, device) in set.devices.enumerated() {
            for s in set.screenshots.indices {
                for (l, loc) in set.localizations.enumerated() {
                    let nn = Self.number(s)
                    all.append(ImageJob(screenshot: s, locale: l, device: d, path: "\(loc.locale)/\(nn)_\(device.fileToken).\(ext)",
                                        label: "\(loc.locale) \(nn) \(device.fileToken)"))
                }
            }
        }
        for problem in set.problems {
            switch problem.scope {
            case .device(let label):
                for (l, loc) in set.localizations.enumerated() {
                    for s in set.screenshots.indices {
                        all.append(ImageJob(screenshot: s, locale: l, device: nil, path: "", label: "\(loc.locale) \(Self.number(s)) \(label)"))
                    }
                }
            case .locale(let label):
                for (d, device) in set.devices.enumerated() {
                    for s in set.screenshots.indices {
                        all.append(ImageJob(screenshot: s, locale: nil, device: d, path: "", label: "\(label) \(Self.number(s)) \(device.fileToken)"))
                    }
                }
            }
        }
        return all.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    }

    /// `01`, `02`, … `10`: two digits at least, so names sort in the set's order.
    static func number(_ index: Int) -> String {
        let n = String(index + 1)
        return n.count < 2 ? "0" + n : n
    }

    /// Warnings that stop nothing: locales lacking translations (the keys named).
    public func warnings() -> [String] { CaptionLocalizer(set: set).warnings() }

    // MARK: Run

    public enum Outcome: Sendable {
        case image(ScreenshotImage)
        case failure(ScreenshotFailure)
    }

    public enum Event: Sendable {
        case started(ImageJob)
        case finished(Outcome)
    }

    /// Renders `jobs` on `workers` threads. `handle` sees every start and outcome, on the thread that made
    /// it (so a caller may write files as they come); the outcomes are returned in `jobs`' order.
    @discardableResult
    public func run(_ jobs: [ImageJob], workers: Int = 1, handle: @escaping @Sendable (Event) -> Void = { _ in }) -> [Outcome] {
        run(jobs, workers: workers, formats: [set.format], handle: handle).map { $0[0] }
    }

    /// `run`, with each image composed once and encoded in every one of `formats` (each outcome's job has
    /// its format's file extension): the outcomes per job in `formats`' order. For comparing formats of the
    /// same pixels without drawing them again for each.
    func run(_ jobs: [ImageJob], workers: Int = 1, formats: [ImageFormat],
             handle: @escaping @Sendable (Event) -> Void = { _ in }) -> [[Outcome]] {
        // 1. Captions: one shared size per (locale, device) that has images here.
        let groups = Array(Set(jobs.compactMap { j in j.locale.flatMap { l in j.device.map { GroupKey(locale: l, device: $0) } } }))
            .sorted { ($0.locale, $0.device) < ($1.locale, $1.device) }
        let fitted = Mutex<[GroupKey: GroupCaptions]>([:])
        WorkerPool.run(count: groups.count, workers: workers, makeState: { Worker() }) { i, worker in
            let result = fitCaptions(groups[i], worker: worker)
            fitted.withLock { $0[groups[i]] = result }
        }
        let captions = fitted.withLock { $0 }
        // 2. Images, a screenshot's locales on one device one after another on the same thread: the first
        //    draws the canvas prefix (background, shadow, frame) the others copy, rather than two workers
        //    drawing the same prefix at the same time.
        let outcomes = Mutex<[[Outcome]?]>(Array(repeating: nil, count: jobs.count))
        let reported = Mutex<Set<String>>([])
        let prefixes = PrefixCache()
        // A prefix is only ever copied onto another image of the same device: an image whose device has no
        // other image in these jobs draws without the cache, since storing its prefixes would copy 15–23 MB
        // into fresh memory that nothing reads (a set of one screenshot on many devices, a small shard).
        // Likewise, a device drawn in one locale only does not store what only another locale could copy.
        let imagesPerDevice = jobs.reduce(into: [Int: Int]()) { counts, job in
            if job.locale != nil, let d = job.device { counts[d, default: 0] += 1 }
        }
        let localesPerDevice = jobs.reduce(into: [Int: Set<Int>]()) { locales, job in
            if let l = job.locale, let d = job.device { locales[d, default: []].insert(l) }
        }
        let runs = runs(jobs)
        WorkerPool.run(count: runs.count, workers: workers, makeState: { Worker() }) { r, worker in
            for i in runs[r] {
                let job = jobs[i]
                handle(.started(job))
                let shared = job.device.map { imagesPerDevice[$0, default: 0] > 1 } == true
                let otherLocales = job.device.map { localesPerDevice[$0, default: []].count > 1 } == true
                let outcome = render(job, captions: captions, worker: worker, prefixes: shared ? prefixes : nil,
                                     otherLocales: otherLocales, formats: formats, reported: reported)
                outcomes.withLock { $0[i] = outcome }
                for each in outcome { handle(.finished(each)) }
            }
        }
        return outcomes.withLock { $0.map { $0! } }
    }

    /// `jobs` (their indices) cut into runs of neighbours on the same device that show the same screenshot, or
    /// screenshots of the same panorama (whose slices draw the same device layers), each run in the order
    /// locale, screenshot.
    func runs(_ jobs: [ImageJob]) -> [[Int]] {
        func unit(_ job: ImageJob) -> Int { set.panorama(of: job.screenshot)?.range.lowerBound ?? job.screenshot }
        var runs: [[Int]] = []
        for i in jobs.indices {
            if i > 0, jobs[i].device == jobs[i - 1].device, unit(jobs[i]) == unit(jobs[i - 1]) { runs[runs.count - 1].append(i) }
            else { runs.append([i]) }
        }
        return runs.map { run in run.sorted { (jobs[$0].locale ?? -1, jobs[$0].screenshot) < (jobs[$1].locale ?? -1, jobs[$1].screenshot) } }
    }

    /// Per-thread state: the caption typesetter (a font map and measurer of its own) and the canvases it
    /// draws on again (the kernel zeroing a fresh 15 MB canvas for every image costs as much as a blur):
    /// the output's, and the layers of panorama devices.
    final class Worker {
        let layers = CanvasShelf()
        /// The output canvas, and the memory under it, which serves the next output size too when it is as large.
        private var canvas: CairoCanvas?
        private var memory: PixelBuffer?

        /// A canvas of `width`×`height` px whose pixels are left from earlier images: the compositor replaces them all.
        func outputCanvas(width: Int, height: Int) throws -> CairoCanvas {
            if let canvas, canvas.width == width, canvas.height == height { return canvas }
            try ImageBudget.default.validate(width: width, height: height)
            let bytes = CairoCanvas.bytes(width: width, height: height)
            canvas = nil
            if memory.map({ $0.capacity < bytes }) ?? true {
                memory = nil
                guard let fresh = PixelBuffer(capacity: bytes) else { throw CompositionError("cannot create a \(width)×\(height) px canvas (out of memory)") }
                memory = fresh
            }
            let made = try CairoCanvas(width: width, height: height, memory: memory!)
            canvas = made
            return made
        }
        private var cached: CaptionTypesetter?
        private var failure: String?
        func typesetter() throws -> CaptionTypesetter {
            if let cached { return cached }
            if let failure { throw CompositionError(failure) }
            do { cached = try CaptionTypesetter(); return cached! } catch {
                failure = "cannot load the fonts: \(error)"
                throw CompositionError(failure!)
            }
        }
    }

    struct GroupKey: Hashable, Sendable { let locale: Int; let device: Int }

    /// The captions of one (locale, device): the shared title size, and why particular screenshots' captions
    /// do not fit.
    struct GroupCaptions: Sendable {
        var size: Double?
        var overflow: [Int: String] = [:]
    }

    /// 1. Each caption's largest fitting size in its own box.
    /// 2. The group's size is the smallest of them, so every screenshot of a locale shows the same size.
    func fitCaptions(_ key: GroupKey, worker: Worker) -> GroupCaptions {
        var result = GroupCaptions()
        let loc = set.localizations[key.locale], output = set.devices[key.device]
        let compositor = Compositor(set: set, output: output, locale: loc.locale)
        let localizer = CaptionLocalizer(set: set)
        var sizes: [Double] = []
        for i in set.screenshots.indices where set.screenshots[i].style.layout.hasCaption && set.screenshots[i].problems.isEmpty {
            guard let (caption, mark, _) = localizer.caption(i, in: loc), let box = compositor.placement(i).captionBox else { continue }
            let style = set.screenshots[i].style.caption.scaled(for: output.size.family)
            do {
                let typesetter = try worker.typesetter()
                defer { typesetter.releaseLayouts() }
                switch try CaptionFitter.largestSize(caption, style: style, box: box.size, locale: loc.locale,
                                                     scale: compositor.scale, typesetter: typesetter) {
                case .success(let size): sizes.append(size)
                case .failure(let overflow):
                    let at = mark.map { "\($0): " } ?? ""
                    result.overflow[i] = "\(at)the caption of \(name(i)) does not fit on \(output) in \(loc.locale): \(overflow)"
                }
            } catch {
                result.overflow[i] = "\(name(i)) on \(output) in \(loc.locale): \(error)"
            }
        }
        result.size = sizes.min()
        return result
    }

    /// "screenshot 3" or its name.
    func name(_ index: Int) -> String {
        set.screenshots[index].name.map { "screenshot \(index + 1) ('\($0)')" } ?? "screenshot \(index + 1)"
    }

    /// One image, or why not.
    func render(_ job: ImageJob, captions: [GroupKey: GroupCaptions], worker: Worker, prefixes: PrefixCache? = nil,
                otherLocales: Bool = true, reported: borrowing Mutex<Set<String>>) -> Outcome {
        render(job, captions: captions, worker: worker, prefixes: prefixes, otherLocales: otherLocales,
               formats: [set.format], reported: reported)[0]
    }

    /// One image composed once and encoded in each of `formats` (in their order), or why not (the same for each).
    func render(_ job: ImageJob, captions: [GroupKey: GroupCaptions], worker: Worker, prefixes: PrefixCache?,
                otherLocales: Bool, formats: [ImageFormat], reported: borrowing Mutex<Set<String>>) -> [Outcome] {
        func fail(_ messages: [String], once key: String? = nil) -> [Outcome] {
            let shown = key.map { key in reported.withLock { $0.insert(key).inserted } } ?? true
            return formats.map { .failure(ScreenshotFailure(job: job.encoded(as: $0), messages: shown ? messages : [])) }
        }
        // 1. Problems found before rendering: each reported once.
        guard let l = job.locale, let d = job.device else {
            let problem = set.problems.first { p in
                switch p.scope {
                case .device(let label): job.device == nil && job.label.hasSuffix(" " + label)
                case .locale(let label): job.locale == nil && job.label.hasPrefix(label + " ")
                }
            }
            return fail(problem.map { [$0.problem.description] } ?? [], once: problem?.problem.description ?? job.label)
        }
        let shot = set.screenshots[job.screenshot]
        if !shot.problems.isEmpty { return fail(shot.problems.map(\.description), once: "screenshot \(job.screenshot)") }
        let group = captions[GroupKey(locale: l, device: d)] ?? GroupCaptions()
        if let overflow = group.overflow[job.screenshot] { return fail([overflow]) }
        // 2. Draw.
        let loc = set.localizations[l], output = set.devices[d]
        let compositor = Compositor(set: set, output: output, locale: loc.locale, prefixes: prefixes, layers: worker.layers,
                                    otherLocales: otherLocales)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let typesetter = try worker.typesetter()
            defer { typesetter.releaseLayouts() }
            let known = typesetter.warnings.count
            let setting = try captionSetting(job.screenshot, group: group, compositor: compositor, typesetter: typesetter)
            var warnings = typesetter.warnings.dropFirst(known).map { "caption: \($0)" }
            let draw = screens(locale: loc.locale)
            let reusing = try worker.outputCanvas(width: output.pixelWidth, height: output.pixelHeight)
            let canvas = try compositor.compose(job.screenshot, caption: setting, reusing: reusing) { index, screen, request in
                let image = try draw(index, screen, request)
                let name = set.screenshots[index].screen(screen, locale: loc.locale)?.name ?? "screen"
                warnings += image.warnings.map { "'\(name)': \($0)" }
                return image
            }
            let composed = clock.now
            guard let pixels = canvas.pixels() else { throw CompositionError("the canvas has no pixels") }
            var files: [(bytes: [UInt8], time: Duration)] = []
            var began = composed
            for format in formats {
                let bytes = try format.encode(pixels, width: canvas.width, height: canvas.height, stride: canvas.stride)
                let encoded = clock.now
                files.append((bytes, encoded - began))
                began = encoded
            }
            // The warnings go with the first format's image: each is reported once.
            let shown = reported.withLock { seen in warnings.filter { seen.insert($0).inserted } }
            return zip(formats, files).enumerated().map { f, file in
                .image(ScreenshotImage(job: job.encoded(as: file.0), bytes: file.1.bytes, pixelWidth: canvas.width,
                                       pixelHeight: canvas.height, captionSize: setting?.titleSize, warnings: f == 0 ? shown : [],
                                       composeTime: composed - start, encodeTime: file.1.time))
            }
        } catch {
            let at = shot.mark.map { "\($0): " } ?? ""
            return fail(["\(at)\(job.label): \(error)"])
        }
    }

    /// Screenshot `index`'s caption set at its group's size, or nil when its layout shows none.
    func captionSetting(_ index: Int, group: GroupCaptions, compositor: Compositor,
                        typesetter: CaptionTypesetter) throws -> CaptionTypesetter.Setting? {
        let shot = set.screenshots[index]
        guard shot.style.layout.hasCaption, let loc = set.localizations.first(where: { $0.locale == compositor.locale }),
              let (caption, _, _) = CaptionLocalizer(set: set).caption(index, in: loc),
              let box = compositor.placement(index).captionBox else { return nil }
        let style = shot.style.caption.scaled(for: compositor.output.size.family)
        let size = min(max(group.size ?? style.size, min(style.minimumSize, style.size)), style.size)
        return try typesetter.set(caption, style: style, titleSize: size, width: box.width, locale: loc.locale, scale: compositor.scale)
    }

    /// Renders the screens a composition asks for, in `locale`.
    func screens(locale: String) -> (Int, Int, ScreenRequest) throws -> RenderedImage {
        { index, screenIndex, request in
            guard let source = set.screenshots[index].screen(screenIndex, locale: locale) else {
                throw CompositionError("\(name(index)) has no \(screenIndex == 0 ? "screen" : "second screen") for its '\(set.screenshots[index].style.layout.rawValue)' layout")
            }
            do { return try source.render(request) } catch {
                throw CompositionError("\(name(index)) ('\(source.name)'): \(error)")
            }
        }
    }

    /// A panorama's whole strip on one canvas, for checking that its slices add up to it.
    func strip(_ panorama: Panorama, locale l: Int, device d: Int) throws -> RGBAImage {
        let worker = Worker()
        let group = fitCaptions(GroupKey(locale: l, device: d), worker: worker)
        let compositor = Compositor(set: set, output: set.devices[d], locale: set.localizations[l].locale, layers: worker.layers)
        let typesetter = try worker.typesetter()
        var captions: [Int: CaptionTypesetter.Setting] = [:]
        for i in panorama.range {
            captions[i] = try captionSetting(i, group: group, compositor: compositor, typesetter: typesetter)
        }
        return try compositor.composeStrip(panorama, captions: captions, screens: screens(locale: compositor.locale)).rgbaImage()
    }
}
