/// The Settings section of a team server about nudges: they reach the person in their open page
/// (``Script/nudges``) as its toast, or as the browser's notifications once they allow them —
/// asked only when they press the button here, never on load. The button is hidden until the
/// script shows it (without JavaScript there is nothing to allow; Today says how far the ring is).
public struct TeamNudgesView: Sendable {
    /// The section's id (the script looks for its button).
    public static let id = "team-nudges"

    /// Creates the section.
    public init() {}

    public func render() -> String {
        """
        <section class="team-nudges" id="\(Self.id)" aria-labelledby="team-nudges-h"><h2 id="team-nudges-h">Nudges</h2>
        <p>While a Cairn page is open, the reminders to close today's ring and the weekly goal's \
        celebration appear in it, each once, inside your preferred hours and never on a rest day. \
        Allowed, they come as this browser's notifications instead.</p>
        <p><button type="button" id="nudge-notifications" hidden>Show nudges as notifications</button> \
        <span id="nudge-notifications-state" class="muted" role="status"></span></p>
        </section>
        """
    }
}
