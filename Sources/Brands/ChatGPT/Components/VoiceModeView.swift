import Layout

/// Full-screen voice mode: a blue sphere (radial gradient, soft blue glow) breathing between scale
/// 1.0 and 1.05 on black, "ChatGPT is listening…", Mute and a close button. The pulse is drawn at
/// `time` seconds into its animation; with Reduce Motion the sphere is static (§8).
///
/// Beyond the guide: `status` replaces the listening line (the app shows other states there), `isMuted`
/// turns Mute into Unmute, and under Increase Contrast the status line is drawn at 90 % white instead
/// of 70 % (the guide's rule, "boost secondary text", applied to the one secondary text on black).
public struct VoiceModeView: View {
    @Binding var isShown: Bool
    let time: Double
    var status = "ChatGPT is listening…"
    var isMuted = false

    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.colorSchemeContrast) var contrast

    public init(isShown: Binding<Bool> = .constant(true), time: Double = 0, status: String = "ChatGPT is listening…",
                isMuted: Bool = false) {
        self._isShown = isShown; self.time = time; self.status = status; self.isMuted = isMuted
    }

    /// The guide's `@State pulseScale`, at `time` (1.0 when motion is reduced).
    var pulseScale: CGFloat { reduceMotion ? 1.0 : VoicePulse.scale(at: time) }

    public var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()

            Circle()
                .fill(
                    RadialGradient(
                        colors: [.gptVoiceBlue1, .gptVoiceBlue2, .gptVoiceBlue3],
                        center: .center,
                        startRadius: 50,
                        endRadius: 180
                    )
                )
                .frame(width: 280, height: 280)
                .scaleEffect(pulseScale)
                .shadow(color: .gptVoiceBlue1.opacity(0.4), radius: 40)

            VStack {
                Spacer()
                Text(verbatim: status)
                    .font(.gptMeta)
                    .foregroundStyle(.white.opacity(contrast == .increased ? 0.9 : 0.7))

                HStack {
                    Button(isMuted ? "Unmute" : "Mute") { }
                        .font(.gptButton)
                        .foregroundStyle(.white)

                    Spacer()

                    Button { isShown = false } label: {
                        Image(systemName: "xmark")
                            .font(.system(size: 18, weight: .bold))
                            .foregroundStyle(.white)
                            .frame(width: 44, height: 44)
                            .background(Circle().fill(.white.opacity(0.2)))
                    }
                }
                .padding(.horizontal, 24)
                .padding(.bottom, 40)
            }
        }
        .transition(.opacity.combined(with: .scale(scale: 0.9)))
        .sensoryFeedback(.impact(flexibility: .solid), trigger: isShown)
        .accessibilityLabel("Voice conversation active, \(status)")
    }
}
