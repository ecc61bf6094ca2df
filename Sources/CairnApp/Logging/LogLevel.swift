/// How serious a logged message is, least to most.
package enum LogLevel: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
    case info, warning, error

    package static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    package var description: String {
        switch self {
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
