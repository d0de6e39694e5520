import Layout

/// Every font token, set in itself with its name and nominal size.
struct CopilotTypeScale: View {
    static let tokens: [(String, Font, Double)] = [
        ("cpGreeting", .cpGreeting, 28), ("cpTitle", .cpTitle, 22), ("cpAnswerH2", .cpAnswerH2, 20),
        ("cpSection", .cpSection, 18), ("cpAnswerH3", .cpAnswerH3, 17), ("cpAnswerBody", .cpAnswerBody, 16),
        ("cpUserTurn", .cpUserTurn, 16), ("cpPromptInput", .cpPromptInput, 16), ("cpButton", .cpButton, 15),
        ("cpChip", .cpChip, 14), ("cpCode", .cpCode, 14), ("cpTone", .cpTone, 13), ("cpMeta", .cpMeta, 13),
        ("cpLabelUpper", .cpLabelUpper, 11),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(Self.tokens.indices, id: \.self) { i in
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Text(Self.tokens[i].0)
                        .font(Self.tokens[i].1)
                        .foregroundStyle(Color.cpTextPrimary)
                    Spacer(minLength: 8)
                    Text("\(Int(Self.tokens[i].2)) pt").font(.cpMeta).foregroundStyle(Color.cpTextTertiary)
                }
            }
        }
        .padding(16)
    }
}
