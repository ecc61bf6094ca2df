/// What the editor must do to the stored rules so they match the boxes ticked.
package struct RulePlan: Sendable, Hashable, Codable {
    /// Rules newly ticked, to insert (their ids are ignored: the store assigns them).
    package var create: [AchievementRule]
    /// Rules whose box is still ticked but whose settings changed, with their existing ids.
    package var update: [AchievementRule]
    /// Row ids of rules whose box was unticked.
    package var delete: [Int64]

    /// Creates a plan.
    package init(create: [AchievementRule] = [], update: [AchievementRule] = [], delete: [Int64] = []) {
        self.create = create
        self.update = update
        self.delete = delete
    }

    /// Whether nothing needs doing.
    package var isEmpty: Bool { create.isEmpty && update.isEmpty && delete.isEmpty }
}
