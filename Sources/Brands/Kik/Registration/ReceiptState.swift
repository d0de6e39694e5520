import Layout

/// States of `kik.receipt`: the five S/D/R letters, and the two grey letters under Increase Contrast.
public enum ReceiptState: String, CaseIterable, Sendable {
    case sending, sent, delivered, read, failed
    case sentIncreasedContrast = "sent-increased-contrast"
    case deliveredIncreasedContrast = "delivered-increased-contrast"

    @ViewBuilder public var preview: some View {
        Group {
            switch self {
            case .sending: SDRReceipt(state: .sending)
            case .sent: SDRReceipt(state: .sent)
            case .delivered: SDRReceipt(state: .delivered)
            case .read: SDRReceipt(state: .read)
            case .failed: SDRReceipt(state: .failed)
            case .sentIncreasedContrast: SDRReceipt(state: .sent)                // with the increased-contrast preset
            case .deliveredIncreasedContrast: SDRReceipt(state: .delivered)
            }
        }
        .padding(12)
    }
}
