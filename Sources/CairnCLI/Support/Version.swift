extension CLI {
    /// The version `cairn --version` prints.
    public static let version = "0.3.0"
}
