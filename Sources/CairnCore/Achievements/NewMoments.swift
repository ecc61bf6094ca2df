/// The moments not yet announced, the one to toast, and the seen set to store.
public struct NewMoments: Sendable, Hashable, Codable {
    /// Moments whose keys were not in the seen set, in date order.
    public var fresh: [Moment]
    /// The last of them: the only one shown, since a queue of popovers is a punishment.
    public var toast: Moment?
    /// The seen set with every fresh key added (the `achievements:seen` setting).
    public var seen: Set<String>

    /// Creates a result.
    public init(fresh: [Moment], toast: Moment?, seen: Set<String>) {
        self.fresh = fresh
        self.toast = toast
        self.seen = seen
    }
}
