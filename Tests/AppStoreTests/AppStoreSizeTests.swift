@testable import AppStore
import MockshotKit
import Testing

/// The accepted size table is exactly App Store Connect's, and every size is a device profile's native
/// screen, so a design is laid out on that device rather than scaled.
@Suite struct AppStoreSizeTests {
    /// App Store Connect Help › "Screenshot specifications", portrait, in its order.
    static let published: [(String, Int, Int)] = [
        ("6.9\"", 1320, 2868), ("6.9\"", 1290, 2796), ("6.9\"", 1260, 2736),
        ("6.5\"", 1284, 2778), ("6.5\"", 1242, 2688),
        ("6.3\"", 1206, 2622), ("6.3\"", 1179, 2556),
        ("6.1\"", 1170, 2532), ("6.1\"", 1125, 2436), ("6.1\"", 1080, 2340),
        ("5.5\"", 1242, 2208),
        ("13\"", 2064, 2752), ("13\"", 2048, 2732),
        ("11\"", 1668, 2388), ("11\"", 1668, 2420), ("11\"", 1640, 2360), ("11\"", 1488, 2266),
    ]

    @Test func theTableIsAppStoreConnects() {
        #expect(AppStoreSize.accepted.map { "\($0.displayClass) \($0.width)x\($0.height)" }
                == Self.published.map { "\($0.0) \($0.1)x\($0.2)" })
        #expect(AppStoreSize.accepted.filter { $0.family == .iPad }.map(\.displayClass) == ["13\"", "13\"", "11\"", "11\"", "11\"", "11\""])
    }

    @Test(arguments: AppStoreSize.accepted)
    func eachSizeIsItsDevicesNativeScreen(_ size: AppStoreSize) {
        let d = size.device
        #expect(d.pixelWidth == size.width && d.pixelHeight == size.height, "\(d.id) is \(d.pixelWidth)×\(d.pixelHeight)")
        #expect((d.family == .iPad) == (size.family == .iPad))
        let turned = OutputDevice(size, orientation: .landscape)
        #expect(turned.pixelWidth == size.height && turned.pixelHeight == size.width)
        #expect(turned.device.pixelWidth == size.height && turned.device.pixelHeight == size.width)
    }

    @Test func theLeadsExamplesMapToTheirModels() throws {
        #expect(try OutputDevice.named("1320x2868").size.deviceID == "iphone-16-pro-max")
        #expect(try OutputDevice.named("1290x2796").size.deviceID == "iphone-16-plus")
        #expect(try OutputDevice.named("1242x2688").size.deviceID == "iphone-11-pro-max")
        #expect(try OutputDevice.named("2064x2752").size.deviceID == "ipad-pro-13")
        #expect(try OutputDevice.named("2048x2732").size.deviceID == "ipad-pro-12.9")
        #expect(try OutputDevice.named("1125x2436").size.deviceID == "iphone-11-pro")
        #expect(try OutputDevice.named("1080×2340").size.deviceID == "iphone-13-mini")
    }

    @Test func namesClassesSizesAndProfiles() throws {
        #expect(try OutputDevice.named("6.9\"") == OutputDevice(AppStoreSize.accepted[0]))
        #expect(try OutputDevice.named("iPhone 6.5-inch").size.width == 1284)
        #expect(try OutputDevice.named("ipad-13").size.width == 2064)
        #expect(try OutputDevice.named("11in").size.width == 1668)
        #expect(try OutputDevice.named("iphone-16-pro-max-landscape") == OutputDevice(AppStoreSize.accepted[0], orientation: .landscape))
        #expect(try OutputDevice.named("2868x1320").orientation == .landscape)
        #expect(try OutputDevice.named("2064x2752-landscape") == OutputDevice(AppStoreSize.accepted[11], orientation: .landscape))
        #expect(try OutputDevice.named("2752x2064 portrait").orientation == .portrait)
        #expect(try OutputDevice.named("iPad Pro 13-inch").fileToken == "ipad-pro-13")
        #expect(try OutputDevice.named("ipad-pro-13 landscape").fileToken == "ipad-pro-13-landscape")
    }

    @Test func rejectedSizesListTheAcceptedOnes() {
        #expect(throws: OutputDeviceError.rejectedSize("1000x2000", width: 1000, height: 2000)) { try OutputDevice.named("1000x2000") }
        #expect(throws: OutputDeviceError.profileNotAccepted("iphone-se", device: "iphone-se-3", width: 750, height: 1334)) {
            try OutputDevice.named("iphone-se")
        }
        let message = OutputDeviceError.rejectedSize("1000x2000", width: 1000, height: 2000).description
        #expect(message.contains("iPhone 6.9\": 1320×2868, 1290×2796, 1260×2736"))
        #expect(message.contains("iPad 11\": 1668×2388, 1668×2420, 1640×2360, 1488×2266"))
        #expect(!message.contains("\n"))
        do { _ = try OutputDevice.named("iphone-16-pro-maxx"); Issue.record("accepted a typo") } catch {
            #expect(error.description.hasPrefix("unknown device or size 'iphone-16-pro-maxx' (did you mean 'iphone-16-pro-max'"))
        }
    }
}
