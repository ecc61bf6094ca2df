/// The version of this Cairn: what `cairn --version` prints and what an export records as the
/// program that wrote it (so `cairn export` and the server's `GET /export` write the same bytes).
public enum CairnVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    public static let current = "0.3.0"
}
