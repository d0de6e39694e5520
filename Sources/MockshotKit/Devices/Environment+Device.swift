import Layout

private struct DeviceKey: EnvironmentKey { static let defaultValue = Device.default }

extension EnvironmentValues {
    /// The device a screen is shown on: `PhoneScreen` takes its size, safe area, status bar and home
    /// indicator from it. The iPhone 14 (390×844 pt) unless set. Setting it also sets `screenSize`, so
    /// guide code that sizes by `UIScreen.main.bounds` sees the device's screen.
    public var device: Device {
        get { self[DeviceKey.self] }
        set {
            self[DeviceKey.self] = newValue
            screenSize = newValue.size
        }
    }
}
