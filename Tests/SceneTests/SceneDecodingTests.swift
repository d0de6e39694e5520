import ConfigFile
import Layout
import MockshotKit
import Testing
import ChatGPTKit
import KikKit
import CharacterAIKit
@testable import Scene

/// Scene files → scenes: what a valid file gives, and every kind of problem as one located line.
@Suite struct SceneDecodingTests {
    /// The problems of `text`, as `mockshot render` prints them (without its prefix).
    func problems(_ text: String, file: String = "s.yaml") -> [String] {
        do { _ = try Scene.parse(text, file: file); return [] } catch { return error.problems.map(\.description) }
    }

    @Test func threeLinesMakeAScene() throws {
        let scene = try Scene.parse("brand: kik\nscreen: conversation\nmessages: [{direction: outgoing, text: hi, time: 7:41 PM}]\n", file: "s.yaml")
        #expect(scene.brand == "kik" && scene.screen == "conversation" && scene.state == nil)
        #expect(scene.content == .kikConversation(KikConversation(messages: [.outgoing("hi", time: "7:41 PM")])))
        #expect(scene.device == .default && scene.colorScheme == nil && scene.scale == nil)
        #expect(scene.accessibility == .standard && scene.statusBar == .standard)
        #expect(scene.registryName == "kik.screen")
        #expect(scene.source == SourceMark(file: "s.yaml", line: 1, column: 1))
    }

    @Test func theScreenDefaultsToTheBrandsFirst() throws {
        #expect(try Scene.parse("brand: characterai", file: "s.yaml").content == .characterAIChat(CharacterAIChat()))
        #expect(try Scene.parse("brand: kik", file: "s.yaml").screen == "conversation")
    }

    @Test func everySceneKeyIsRead() throws {
        let scene = try Scene.parse("""
            brand: chatgpt
            screen: conversation
            device: iPhone 16 Pro Max
            orientation: portrait
            colorScheme: dark
            scale: 2
            accessibility: {dynamicType: xxLarge, contrast: increased, boldText: true}
            statusBar: {time: "7:38", dataNetwork: 5g, batteryLevel: 42, isCharging: true, cellularBars: 2, wifiBars: 1, isLowPowerMode: false}
            model: GPT-4o
            draft: "Plan a trip"
            isComposerFocused: true
            animationTime: 0.8
            messages:
              - {role: user, text: "Summarise this", attachments: [report.pdf]}
              - role: assistant
                text: "```swift\\nlet x = 1\\n```"
                feedback: thumbs-up
                copiedCodeBlock: 1
            """, file: "s.yaml")
        #expect(scene.device == .iPhone16ProMax && scene.colorScheme == .dark && scene.scale == 2)
        #expect(scene.accessibility == AccessibilitySettings(dynamicTypeSize: .xxLarge, contrast: .increased, boldText: true))
        #expect(scene.statusBar == StatusBarContent(time: "7:38", cellularBars: 2, dataNetwork: .fiveG, wifiBars: 1, batteryLevel: 42, isCharging: true))
        #expect(scene.content == .chatgptConversation(ChatGPTConversation(model: "GPT-4o", messages: [
            .user("Summarise this", attachments: ["report.pdf"]),
            .assistant("```swift\nlet x = 1\n```", feedback: .thumbsUp, copiedCodeBlock: 1),
        ], draft: "Plan a trip", isComposerFocused: true, animationTime: 0.8)))
    }

    @Test func jsonIsASceneFileToo() throws {
        let scene = try Scene.parse(#"{"brand": "kik", "screen": "chats", "chats": [{"name": "Sam", "unread": 3, "avatar": "lime"}]}"#, file: "s.json")
        #expect(scene.content == .kikChatList(KikChatList(chats: [KikChat(name: "Sam", unread: 3, avatar: .lime)])))
    }

    @Test func aSampleStateInsteadOfContent() throws {
        let scene = try Scene.parse("brand: chatgpt\nstate: generating\n", file: "s.yaml")
        #expect(scene.state == "generating" && scene.content == nil)
        #expect(scene.makeRenderable().name == "chatgpt.screen")
    }

    @Test func aLandscapeDevice() throws {
        #expect(try Scene.parse("brand: kik\ndevice: ipad-pro-13\norientation: landscape", file: "s.yaml").device == Device.iPadPro13.oriented(.landscape))
        #expect(try Scene.parse("brand: kik\ndevice: ipad-pro-13-landscape", file: "s.yaml").device.orientation == .landscape)
    }

    // MARK: - Problems, each with its file, line and column

    @Test func unknownKeysGetADidYouMean() {
        #expect(problems("brand: kik\nmesages: []\nstatusBar: {tme: '9:41'}\naccessibility:\n  boldtext: true\n") == [
            "s.yaml:2:1: unknown key 'mesages' in the kik conversation scene (did you mean 'messages'?)",
            "s.yaml:3:13: unknown key 'tme' in 'statusBar' (did you mean 'time'?)",
            "s.yaml:5:3: unknown key 'boldtext' in 'accessibility' (did you mean 'boldText'?)",
        ])
    }

    @Test func aKeyOfAnotherScreenSaysWhichScreen() {
        #expect(problems("brand: kik\nchats: []\n") == [
            "s.yaml:2:1: unknown key 'chats' in the kik conversation scene (it is a key of kik's chats screen: add 'screen: chats')",
        ])
    }

    @Test func unknownKeysInsideListsAreFound() {
        #expect(problems("brand: grok\nmessages:\n  - role: assistant\n    citations:\n      - {autor: Ann}\n") == [
            "s.yaml:5:10: unknown key 'autor' in item 1 of 'citations' (did you mean 'author'?)",
        ])
    }

    @Test func wrongTypes() {
        #expect(problems("""
            brand: chatgpt
            messages: hello
            isComposerFocused: yes
            animationTime: soon
            scale: 3x
            statusBar: [1]
            """) == [
            "s.yaml:2:11: 'messages' must be a list of mappings (- key: value lines), not a scalar",
            "s.yaml:3:20: 'isComposerFocused': expected true or false, got 'yes'",
            "s.yaml:4:16: 'animationTime': expected a number, got 'soon'",
            "s.yaml:5:8: 'scale': expected a whole number, got '3x'",
            "s.yaml:6:12: 'statusBar' must be a mapping (key: value lines), not a list",
        ])
    }

    @Test func unknownBrandsScreensStatesAndDevices() {
        #expect(problems("brand: chatgtp\n") == ["s.yaml:1:8: 'brand': unknown value 'chatgtp' (did you mean 'chatgpt'?); expected one of chatgpt, grok, copilot, characterai, kik"])
        #expect(problems("brand: kik\nscreen: chat\n") == [
            "s.yaml:2:9: 'screen': unknown kik screen 'chat' (did you mean 'chats'?); expected one of conversation, chats (chat is a screen of characterai)",
        ])
        #expect(problems("brand: chatgpt\nstate: generatin\n") == [
            "s.yaml:2:8: 'state': unknown state 'generatin' (did you mean 'generating'?); expected one of conversation, generating, large-type, increased-contrast",
        ])
        #expect(problems("brand: chatgpt\nscreen: sidebar\nstate: open\n") == [
            "s.yaml:3:8: 'state': chatgpt sidebar has no sample states (chatgpt.sidebar-screen draws one sample); give its content instead",
        ])
        #expect(problems("brand: kik\ndevice: iphone 16 pro maxx\n") == [
            "s.yaml:2:9: 'device': unknown device 'iphone 16 pro maxx' (did you mean 'iphone-16-pro-max', 'iphone-11-pro-max', 'iphone-12-pro-max'?)",
        ])
        #expect(problems("brand: kik\ndevice: 6.1in\n") == [
            "s.yaml:2:9: 'device': device '6.1in' is ambiguous: it could be 'iphone-14', 'iphone-16'",
        ])
        #expect(problems("scene: kik\n") == [
            "s.yaml:1:1: the scene needs 'brand' (one of chatgpt, grok, copilot, characterai, kik)",
            "s.yaml:1:1: unknown key 'scene' in the scene (did you mean 'scale'?)",
        ])
        #expect(problems("brand:\nmessages: []\n") == ["s.yaml:1:7: the scene needs 'brand' (one of chatgpt, grok, copilot, characterai, kik)"])
    }

    @Test func enumValuesGetADidYouMean() {
        #expect(problems("brand: kik\nmessages:\n  - direction: outgoin\n    receipt: red\n") == [
            "s.yaml:3:16: 'direction': unknown value 'outgoin' (did you mean 'outgoing'?); expected one of incoming, outgoing",
            "s.yaml:4:14: 'receipt': unknown value 'red' (did you mean 'read'?); expected one of sending, sent, delivered, read, failed",
        ])
        #expect(problems("brand: kik\naccessibility: {dynamicType: accessibility9}\n") == [
            "s.yaml:2:30: 'dynamicType': unknown value 'accessibility9' (did you mean 'accessibility1'?); expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5",
        ])
    }

    @Test func numbersOutOfRange() {
        #expect(problems("brand: kik\nscale: 4\nstatusBar: {batteryLevel: 140}\n") == [
            "s.yaml:2:8: 'scale' must be 1…3 (got 4)",
            "s.yaml:3:27: 'batteryLevel' must be 0…100 (got 140)",
        ])
        #expect(problems("brand: grok\nanimationTime: -1\nmessages: [{role: assistant, citations: [{likes: -3}]}]\n") == [
            "s.yaml:2:16: 'animationTime' must be 0 or more (got -1)",
            "s.yaml:3:50: 'likes' must be 0 or more (got -3)",
        ])
    }

    @Test func textAFieldCannotHold() {
        #expect(problems("brand: kik\nusername: \"jess\\nk\"\nmessages: [{text: \"bell \\a\"}]\n") == [
            "s.yaml:2:11: 'username' cannot hold a line break (the app shows it on one line)",
            "s.yaml:3:19: 'text' cannot hold the control character U+0007",
        ])
    }

    @Test func theContentsOwnRulesPointAtTheField() {
        // ChatGPTMessage.validate: a user message cannot be typing.
        #expect(problems("brand: chatgpt\nmessages:\n  - role: user\n    text: hi\n    state: typing\n") == [
            "s.yaml:5:12: messages[0].state applies to assistant messages only",
        ])
        // ChatGPTSidebar.validate through its nested conversation.
        #expect(problems("brand: chatgpt\nscreen: sidebar\nactiveChat: Trip\nsections: [{chats: [Budget]}]\n") == [
            "s.yaml:3:13: activeChat is 'Trip', which is not a chat in any section",
        ])
        #expect(problems("brand: copilot\nscreen: sidebar\nconversation:\n  messages:\n    - {role: user, text: a, state: thinking}\n") == [
            "s.yaml:5:36: conversation.messages[0].state applies to answers only",
        ])
        // KikChatList.validate: a receipt is not shown while a chat has unread messages.
        #expect(problems("brand: kik\nscreen: chats\nchats:\n  - {name: Sam, unread: 2, receipt: read}\n") == [
            "s.yaml:4:37: chats[0].receipt is not shown while the chat has unread messages",
        ])
    }

    @Test func aStateAndContentAreAlternatives() {
        #expect(problems("brand: kik\nstate: large-type\nmessages: []\ndraft: hi\n") == [
            "s.yaml:2:8: 'state' shows the sample of kik.screen in state large-type, so it cannot be combined with content keys (messages, draft); remove one or the other",
        ])
    }

    @Test func aColourSchemeTheScreenLacks() {
        #expect(problems("brand: grok\ncolorScheme: light\n") == ["s.yaml:2:14: 'colorScheme': grok conversation is dark only, not light"])
        #expect(problems("brand: chatgpt\nscreen: voice\ncolorScheme: light\n") == ["s.yaml:3:14: 'colorScheme': chatgpt voice is dark only, not light"])
    }

    @Test func anAccessibilitySettingTheScreenRefusesIsLocatedAtItsKey() {
        #expect(problems("brand: kik\naccessibility:\n  boldText: true\n  reduceMotion: true\n") == [
            "s.yaml:4:3: kik.screen (light) looks the same with Reduce Motion (--reduce-motion), so it refuses it; it honours --dynamic-type, --contrast, --reduce-transparency, --bold-text",
        ])
        // A sample state's preset wins: asking for another value is refused.
        #expect(problems("brand: kik\nstate: large-type\naccessibility: {dynamicType: small}\n") == [
            "s.yaml:3:17: kik.screen state large-type is Dynamic Type accessibility3, but --dynamic-type small was asked for (drop --dynamic-type or pick another state)",
        ])
        // The same setting where the content moves is honoured.
        #expect(problems("brand: chatgpt\nmessages: [{role: assistant, state: typing}]\naccessibility: {reduceMotion: true}\n") == [])
    }

    @Test func orientationAndDeviceMustAgree() {
        #expect(problems("brand: kik\ndevice: ipad-pro-13-landscape\norientation: portrait\n") == [
            "s.yaml:3:14: 'orientation' is portrait, but 'device' 'ipad-pro-13-landscape' says landscape",
        ])
    }

    @Test func yamlMistakesAreLocatedToo() {
        #expect(problems("brand: kik\nbrand: grok\n") == ["s.yaml:2:1: duplicate key 'brand' (first set on line 1)"])
        #expect(problems("brand: kik\nmessages: [\n") == ["s.yaml:3:1: YAML syntax error: did not find expected node content (while parsing a flow node at line 3)"])
        #expect(problems("- brand: kik\n") == ["s.yaml:1:1: a scene must be a mapping of keys (brand: kik, screen: conversation, …), not a list"])
    }

    @Test func everyProblemOfAFileAtOnce() {
        #expect(problems("brand: kik\nusernam: x\ndraft: [1]\nscale: 0\n").count == 3)
    }
}
