/// The largest image mockshot will render or write, and the check every requested size goes through
/// before a surface is allocated.
///
/// Defaults, and why:
/// - 16384 px per side: six 3x iPhone screens of scroll height; matches `PNGDecoder.defaultMaxSide`, so
///   every image we write can be read back by the snapshot tests. (Cairo's own limit is 32767.)
/// - 64 Mi pixels (67 108 864, = 8192 × 8192) per image: 256 MiB as RGBA, the most one render may hold.
///
/// Sizes are requested in points with a scale factor (a 390 × 844 pt screen at 3x is 1170 × 2532 px); the
/// pixel size is `ceil(points × scale)`, ignoring excess below 1e-6 px so 390 × 3 stays 1170.
public struct ImageBudget: Equatable, Sendable {
    public static let defaultMaxSide = 16_384
    public static let defaultMaxPixels = 64 * 1024 * 1024
    public static let `default` = ImageBudget()

    public var maxSide: Int
    public var maxPixels: Int

    public init(maxSide: Int = ImageBudget.defaultMaxSide, maxPixels: Int = ImageBudget.defaultMaxPixels) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    /// The pixel size for `width` × `height` points at `scale`, or an error naming what is wrong: zero,
    /// negative, NaN or infinite sizes or scales, and sizes over the budget.
    public func pixelSize(width: Double, height: Double, scale: Double = 1) throws(ImageBudgetError) -> (width: Int, height: Int) {
        let request = "\(Self.format(width))x\(Self.format(height)) pt at \(Self.format(scale))x"
        // 1. Each number must be finite and positive.
        for (value, what) in [(width, "width"), (height, "height"), (scale, "scale")] {
            guard value.isFinite else { throw ImageBudgetError(message: "invalid image size \(request): \(what) is not a finite number") }
            guard value > 0 else { throw ImageBudgetError(message: "invalid image size \(request): \(what) must be greater than zero") }
        }
        // 2. Convert to pixels; compare in Double first so huge values cannot overflow Int.
        let pixelWidth = width * scale, pixelHeight = height * scale
        guard pixelWidth.isFinite, pixelHeight.isFinite,
              pixelWidth - 1e-6 <= Double(maxSide), pixelHeight - 1e-6 <= Double(maxSide) else {
            throw ImageBudgetError(message: "image size \(request) = \(Self.format(pixelWidth))x\(Self.format(pixelHeight)) px exceeds the limit of \(maxSide) px per side")
        }
        let size = (width: Self.pixels(pixelWidth), height: Self.pixels(pixelHeight))
        // 3. The pixel count.
        try validate(width: size.width, height: size.height)
        return size
    }

    /// Checks a size already in pixels.
    public func validate(width: Int, height: Int) throws(ImageBudgetError) {
        guard width > 0, height > 0 else {
            throw ImageBudgetError(message: "invalid image size \(width)x\(height) px: width and height must be greater than zero")
        }
        guard width <= maxSide, height <= maxSide else {
            throw ImageBudgetError(message: "image size \(width)x\(height) px exceeds the limit of \(maxSide) px per side")
        }
        guard width * height <= maxPixels else {
            throw ImageBudgetError(message: "image size \(width)x\(height) px (\(width * height) pixels) exceeds the budget of \(maxPixels) pixels")
        }
    }

    private static func pixels(_ value: Double) -> Int { max(1, Int((value - 1e-6).rounded(.up))) }

    /// 390 rather than 390.0; NaN and infinities as Swift prints them.
    private static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
