import Foundation
import Layout

/// A file attached to a user message: a 40×40 document tile and the file name. The guide draws it
/// with light tokens only; dark mode uses their dark pairs (`GPTColor`).
public struct AttachmentTile: View {
    let url: String

    public init(url: String) { self.url = url }

    public var body: some View {
        HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 4)
                .fill(GPTColor.codeInline)
                .frame(width: 40, height: 40)
                .overlay(Image(systemName: "doc.fill").foregroundStyle(GPTColor.textSecondary))
            Text(URL(string: url)?.lastPathComponent ?? "file")
                .font(.gptMeta)
                .foregroundStyle(GPTColor.textSecondary)
                .lineLimit(1)
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 8).fill(GPTColor.codeBlock))
    }
}
