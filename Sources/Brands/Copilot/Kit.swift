import Layout
import MockshotKit

/// Microsoft Copilot (iOS), from /work/shared/brand-guides/ios-copilot-swiftui.md: tokens, components
/// in every state, the conversation and sidebar screens, and the component sheet.
public enum CopilotKit {
    /// Built on each access: `BrandKit` holds closures and is not `Sendable`, so it cannot be a shared
    /// global constant under strict concurrency; building it is cheap.
    public static var kit: BrandKit {
        BrandKit(id: "copilot", displayName: "Microsoft Copilot", modes: [.light, .dark], sheetStyle: CopilotTheme.sheetStyle,
                 renderables: CopilotComponentRenderables.all + CopilotScreenRenderables.all)
    }
}
