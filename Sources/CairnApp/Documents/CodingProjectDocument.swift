import CairnCore

/// One project's page (`GET /api/coding/projects/NAME`): its days, languages and editors over a
/// range, and its first and last day ever.
package struct CodingProjectDocument: Sendable, Hashable, Codable {
    /// The project's name.
    package var name: String
    /// The range asked for.
    package var range: CodingRangeDocument
    /// Its seconds over the range: its row of the project breakdown.
    package var seconds: Double
    /// Its part of all the range's coding, 0…1.
    package var share: Double
    /// The first and last day it was worked on, ever.
    package var firstDay: LocalDate, lastDay: LocalDate
    /// Its seconds per day of the range (each instant shared among the sessions covering it, as in the breakdown).
    package var days: [CodingDayTotal]
    /// Its time by language and by editor over the range, the shares adding up to 1.
    package var breakdowns: [CodingBreakdown]
    /// Branches are not kept with sessions: always null for now.
    package var branches: [BreakdownRow]?
}
