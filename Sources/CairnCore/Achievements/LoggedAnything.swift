/// The one achievement celebrated for everyone: days in a row the person logged anything at all.
///
/// It reads only the person's own entries (manual, a Nothing included), never an integration's
/// or a schedule's; only a disruption for every trackable carries it across a day, and any
/// other day without an own entry breaks it. It has no row: its identity is fixed.
public enum LoggedAnything {
    /// Its identity in moment keys.
    public static let identity = "logged-anything"
    /// Its name.
    public static let name = "Logged anything"
    /// Its rungs, in days.
    public static let rungs: [Double] = [7, 30, 100, 365]
}
