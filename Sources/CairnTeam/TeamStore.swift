/// The team server's database: a connection to PostgreSQL whose schema is brought up to date on
/// opening. Owns its connection; open one per thread or task.
public final class TeamStore {
    /// The connection every operation runs on.
    public let connection: PGConnection
    /// The months (``HeartbeatPartitions/month(ofMilliseconds:)``) whose heartbeat partition is
    /// known to exist, so an insert does not ask each time.
    var knownMonths: Set<Int> = []

    /// Connects to `address` (`postgresql://…`) and applies any migration it lacks.
    public init(address: String) throws(TeamError) {
        guard address.hasPrefix("postgresql://") || address.hasPrefix("postgres://") else {
            throw .usage("the team database must be a postgresql:// address, not `\(address)`")
        }
        connection = try PGConnection(address)
        try TeamSchema.migrate(connection)
    }
}
