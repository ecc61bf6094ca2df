import CairnApp

extension CLI {
    /// The version `cairn --version` prints (``CairnVersion/current``, which exports record).
    public static let version = CairnVersion.current
}
