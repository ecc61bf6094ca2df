/// What the editor must do to the stored rules so they match the boxes ticked.
public struct RulePlan: Sendable, Hashable, Codable {
    /// Rules newly ticked, to insert (their ids are ignored: the store assigns them).
    public var create: [AchievementRule]
    /// Rules whose box is still ticked but whose settings changed, with their existing ids.
    public var update: [AchievementRule]
    /// Row ids of rules whose box was unticked.
    public var delete: [Int64]

    /// Creates a plan.
    public init(create: [AchievementRule] = [], update: [AchievementRule] = [], delete: [Int64] = []) {
        self.create = create
        self.update = update
        self.delete = delete
    }

    /// Whether nothing needs doing.
    public var isEmpty: Bool { create.isEmpty && update.isEmpty && delete.isEmpty }
}
