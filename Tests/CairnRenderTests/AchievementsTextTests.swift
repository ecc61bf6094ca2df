import CairnCore
import CairnRender
import Testing

@Suite("The achievements page against golden files")
struct AchievementsTextTests {
    static func date(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(daysSinceEpoch: 0) }

    static let page = AchievementsPage(
        enabled: true,
        rules: [
            .init(name: "Weight — new lowest", threshold: "record after 5 days with a value", problem: nil),
            .init(name: "Running · total", threshold: "every 100", problem: nil),
            .init(name: "Sleep · days in Short", threshold: "ladder 7, 30", problem: "its zone no longer exists"),
        ],
        comingUp: [
            .init(name: "Logged anything", progress: 0.4, text: "12 days of 30 days"),
            .init(name: "Running · total", progress: 0.565, text: "113 km of 200 km"),
        ],
        earned: [
            .init(date: date("2026-03-07"), moments: [("Logged anything", "7 days"), ("Headache · Days of No", "7 days")]),
            .init(date: date("2026-03-11"), moments: [("Weight — new lowest", "80.9 kg")]),
        ])

    @Test("rules first, coming up with bars, earned grouped by day, newest first")
    func page() throws {
        try GoldenFile.check(AchievementsText(page: Self.page).render(), against: "achievements.txt")
    }

    @Test("switched off, the page says so and shows no moments")
    func off() throws {
        var page = Self.page
        page.enabled = false
        try GoldenFile.check(AchievementsText(page: page).render(), against: "achievements-off.txt")
    }
}
