import CairnCore

/// `goals show --json`: the configuration and whether it is still the default.
package struct GoalsDocument: Encodable {
    package var config: GoalConfig
    package var isDefault: Bool

    package init(config: GoalConfig, isDefault: Bool) {
        self.config = config
        self.isDefault = isDefault
    }

    package func encode(to encoder: any Encoder) throws {
        try config.encode(to: encoder)
        enum Key: String, CodingKey { case isDefault }
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(isDefault, forKey: .isDefault)
    }
}

/// `goals history --json`: one version, `{"from", …the fields of goals show}`; `from` is `null`
/// for the first version, in force from the beginning.
package struct HistoryDocument: Encodable {
    package var from: LocalDate?
    package var config: GoalConfig

    package init(from: LocalDate?, config: GoalConfig) {
        self.from = from
        self.config = config
    }

    package func encode(to encoder: any Encoder) throws {
        try config.encode(to: encoder)
        enum Key: String, CodingKey { case from }
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(from, forKey: .from)
    }
}
