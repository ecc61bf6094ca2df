import Foundation
import Testing
import CairnTestSupport

/// The cards' Log forms, one control per kind, as plain forms (no JavaScript), through
/// `Workspace.log` as `cairn log` calls it.
@Suite("cairn serve: logging that fits the kind")
struct ServeLogControlsTests {
    static let now = "2026-03-09T15:00:00Z"
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    /// A prepared database (goals in Europe/Berlin) with a trackable of every kind, served.
    func setUp() throws -> (TestDatabase, ServedCairn) {
        let database = try TestDatabase()
        try database.prepare()
        let adds: [[String]] = [
            ["Stretch", "--kind", "yesno"], ["Floss", "--kind", "habit"],
            ["Mood", "--kind", "choice", "--choices", "awful,bad,meh,good,rad"],
            ["Weight", "--kind", "number", "--unit", "kg"], ["Bedtime", "--kind", "clock"], ["Sleep", "--kind", "duration"],
            ["Journal", "--kind", "text"], ["work", "--kind", "tag"],
            ["Strength", "--kind", "event", "--field", "exercise:choice=Bench press,Squat", "--field", "weight:number:kg"],
        ]
        for add in adds { #expect(try database.run(["trackable", "add"] + add).status == 0, "\(add)") }
        #expect(try database.run(["trackable", "derive", "Running per month", "--op", "sum", "--of", "Running", "--per", "month"]).status == 0)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        return (database, server)
    }

    /// The card titled `title`, from `<article` to `</article>`.
    func card(_ page: String, _ title: String) throws -> String {
        let articles = page.components(separatedBy: "<article").dropFirst()
        return try #require(articles.first { $0.contains("<h2><bdi>\(title)</bdi></h2>") }.map { $0.components(separatedBy: "</article>")[0] })
    }

    func post(_ server: ServedCairn, _ path: String, _ fields: String) async throws -> (status: Int, headers: [String: String], body: String) {
        try await server.postForm(path, fields)
    }

    /// `entry list --json` (of `trackable`, or of all).
    func entries(_ database: TestDatabase, _ trackable: String? = nil) throws -> [[String: Any]] {
        let run = try database.run(["entry", "list"] + (trackable.map { [$0] } ?? []) + ["--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    }

    @Test("each kind's card carries its own control; derived and tag cards have no Log box")
    func controls() async throws {
        let (database, server) = try setUp()
        defer { database.remove(); server.stop() }
        let page = try await server.request("GET", "/trackables").body
        #expect(try card(page, "Stretch").contains(#">Yes</button>"#))
        #expect(try card(page, "Floss").contains(#">Done</button>"#))
        let mood = try card(page, "Mood")
        let buttons = ["awful", "bad", "meh", "good", "rad"].map { #"<button type="submit" name="value" value="\#($0)">\#($0)</button>"# }
        let places = try buttons.map { try #require(mood.range(of: $0)?.lowerBound, "\($0)") }
        #expect(places == places.sorted())
        #expect(!mood.contains(#"<input id="value-"#))
        let weight = try card(page, "Weight")
        #expect(weight.contains(#"inputmode="decimal""#) && weight.contains(#"<span class="unit">kg</span>"#))
        #expect(try card(page, "Bedtime").contains(#"name="value" type="time""#))
        #expect(try card(page, "Sleep").contains(#"placeholder="1h 20m""#))
        #expect(try card(page, "Journal").contains(#"<textarea"#))
        let strength = try card(page, "Strength")
        #expect(strength.contains(#"name="item.exercise""#) && strength.contains("<select") && strength.contains("<option>Bench press</option><option>Squat</option>"))
        #expect(strength.contains(#"name="item.weight" inputmode="decimal""#))
        // Tags are toggles on the other cards, with no Log box of their own.
        #expect(weight.contains(#"<input type="checkbox" name="tag" value="work">"#))
        #expect(!(try card(page, "work").contains("log-form")))
        let derived = try card(page, "Running per month")
        #expect(!derived.contains("log-form") && derived.contains("Computed: sum per month of Running"), "\(derived)")
        // Another day: today by default and at the latest; and a Nothing for the day.
        #expect(weight.contains(#"name="date" type="date" value="2026-03-09" max="2026-03-09""#))
        #expect(page.contains(#"action="/trackables/nothing""#) && page.contains(">Nothing today</button>"))
    }

    @Test("a log through each kind's control is stored as `entry list --json` shows it, with its time on the card")
    func logs() async throws {
        let (database, server) = try setUp()
        defer { database.remove(); server.stop() }
        // A habit's entry is its being there: no value to display.
        let posts: [(String, String, String?)] = [
            ("Stretch", "trackable=Stretch", "yes"), ("Floss", "trackable=Floss", nil),
            ("Mood", "trackable=Mood&value=good", "good"), ("Weight", "trackable=Weight&value=81.2&tag=work", "81.2 kg"),
            ("Bedtime", "trackable=Bedtime&value=23%3A15", "23:15"), ("Sleep", "trackable=Sleep&value=7h+30m", "7h 30m"),
        ]
        for (name, fields, display) in posts {
            let posted = try await post(server, "/trackables/log", fields + "&date=2026-03-09")
            #expect(posted.status == 200 && !posted.body.contains(#"role="alert""#), "\(name): \(posted.body)")
            let stored = try entries(database, name)
            #expect(stored.count == 1 && stored.first?["display"] as? String == display, "\(name): \(stored)")
            // Logged for today: the instant is kept, and the card shows 15:00Z as Berlin's 16:00.
            #expect(stored.first?["at"] as? String == "2026-03-09T15:00:00Z", "\(name): \(stored)")
        }
        let tagged = try database.run(["entry", "list", "Weight", "--json"]).stdout
        #expect(tagged.contains("work"), "\(tagged)")
        let words = try await post(server, "/trackables/log", "trackable=Journal&value=A+calm+day")
        #expect(words.status == 200)
        #expect(try entries(database, "Journal").first?["text"] as? String == "A calm day")
        let item = try await post(server, "/trackables/log", "trackable=Strength&item.exercise=Squat&item.weight=100")
        #expect(item.status == 200, "\(item.body)")
        let items = try #require(try entries(database, "Strength").first?["items"] as? [[String: Any]])
        #expect(items.count == 1 && items[0]["exercise"] as? String == "Squat" && items[0]["weight"] as? String == "100 kg", "\(items)")
        let page = try await server.request("GET", "/trackables").body
        #expect(try card(page, "Weight").contains(#"<time datetime="2026-03-09T15:00:00Z">16:00</time>"#))
        #expect(try card(page, "Strength").contains("exercise=Squat"))
        // A past day when wanted.
        let past = try await post(server, "/trackables/log", "trackable=Mood&value=bad&date=2026-03-07")
        #expect(past.status == 200)
        #expect(try entries(database, "Mood").contains { $0["date"] as? String == "2026-03-07" && $0["display"] as? String == "bad" })
        // Nothing for a day.
        let nothing = try await post(server, "/trackables/nothing", "date=2026-03-05")
        #expect(nothing.status == 200, "\(nothing.body)")
        #expect(try entries(database).contains { $0["date"] as? String == "2026-03-05" && $0["display"] as? String == "Nothing" })
    }

    @Test("a refused value is shown beside its card's form in the application layer's words, with what was typed kept")
    func refusals() async throws {
        let (database, server) = try setUp()
        defer { database.remove(); server.stop() }
        let unit = try await post(server, "/trackables/log", "trackable=Weight&value=5+km&tag=work")
        #expect(unit.status == 400)
        let weight = try card(unit.body, "Weight")
        #expect(weight.contains(#"value="5 km" aria-invalid="true" aria-describedby="log-"#), "\(weight)")
        #expect(weight.contains(#"<input type="checkbox" name="tag" value="work" checked>"#))
        #expect(weight.contains(#"class="error" role="alert""#) && weight.contains("unit"))
        // Beside the card, not above the cards as well.
        #expect(unit.body.components(separatedBy: #"role="alert""#).count == 2)
        let event = try await post(server, "/trackables/log", "trackable=Strength&item.exercise=Squat&item.weight=heavy")
        #expect(event.status == 400)
        let strength = try card(event.body, "Strength")
        #expect(strength.contains(#"value="heavy""#) && strength.contains("<option selected>Squat</option>") && strength.contains(#"role="alert""#), "\(strength)")
        let future = try await post(server, "/trackables/log", "trackable=Sleep&value=7h&date=2026-03-10")
        #expect(future.status != 200)
        let sleep = try card(future.body, "Sleep")
        #expect(sleep.contains(#"value="7h""#) && sleep.contains(#"value="2026-03-10""#) && sleep.contains("<details class=\"log-date\" open>"), "\(sleep)")
        #expect(sleep.contains("2026-03-10") && sleep.contains(#"role="alert""#))
        for name in ["Weight", "Strength", "Sleep"] { #expect(try entries(database, name).isEmpty, "\(name)") }
    }
}
