import CairnTestSupport
import Foundation
import Testing

/// WakaTime's read API over a served database: the shapes the known clients read (the WakaTime
/// CLI's `--today` and `--today-goal`, a README stats card, Raycast's summaries), with the same
/// numbers Cairn's own `days` and `breakdown` give for the same dates.
@Suite("WakaTime's read API: summaries, stats, projects, durations, goals", .serialized)
struct WakaTimeReadAPITests {
    static let now = "2026-03-09T20:00:00Z"
    /// Monday 2 March to Monday 9 March 2026, UTC: an overlap of two projects, a session across
    /// midnight, coding on a rest day (Saturday), a day of nothing, and today.
    static let sessions = """
    [{"start": "2026-03-02T09:00:00Z", "seconds": 3600, "project": "cairn", "language": "Swift", "editor": "Xcode"},
     {"start": "2026-03-02T09:30:00Z", "seconds": 3600, "project": "notes", "language": "Markdown", "editor": "vim"},
     {"start": "2026-03-03T23:30:00Z", "seconds": 3600, "project": "cairn", "language": "Swift", "editor": "Xcode"},
     {"start": "2026-03-07T10:00:00Z", "seconds": 1200, "project": "notes", "language": "Markdown", "editor": "vim"},
     {"start": "2026-03-09T12:00:00Z", "seconds": 2700, "project": "cairn", "language": "Swift", "editor": "Xcode"}]
    """

    struct Served {
        var database: TestDatabase
        var server: ServedCairn
        var key: String

        func get(_ path: String, key: String? = nil) async throws -> (status: Int, json: [String: Any]) {
            let joiner = path.contains("?") ? "&" : "?"
            let answer = try await server.request("GET", path + joiner + "api_key=" + (key ?? self.key))
            return (answer.status, (try? JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any]) ?? [:])
        }

        /// Cairn's own `--json` answer for the same question.
        func cairn(_ words: [String]) throws -> Any {
            try JSONSerialization.jsonObject(with: Data(try database.run(words + ["--json", "--now", WakaTimeReadAPITests.now]).stdout.utf8))
        }
    }

    func served() throws -> Served {
        let database = try TestDatabase()
        try database.run(["goals", "set", "--daily", "60", "--weekly", "240", "--rest-days", "sat,sun", "--time-zone", "UTC",
                          "--from", "2026-03-01"])
        let file = database.folder.appendingPathComponent("sessions.json")
        try Data(Self.sessions.utf8).write(to: file)
        try database.run(["import", "sessions", file.path])
        let key = try database.run(["key"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServedCairn(executable: TestDatabase.executable, database: database.path, arguments: ["--now", Self.now])
        return Served(database: database, server: server, key: key)
    }

    static func names(_ list: Any?) -> [String] { (list as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "?" } }
    static func seconds(_ list: Any?) -> [Double] { (list as? [[String: Any]] ?? []).map { $0["total_seconds"] as? Double ?? -1 } }

    @Test("each day's summary is that day's `days` total and its `breakdown` rows, by project, language and editor")
    func summariesMatchDaysAndBreakdown() async throws {
        let s = try served()
        defer { s.server.stop(); s.database.remove() }
        let answer = try await s.get("/api/v1/users/current/summaries?start=2026-03-02&end=2026-03-09")
        #expect(answer.status == 200)
        let data = try #require(answer.json["data"] as? [[String: Any]])
        let days = try #require(try s.cairn(["days", "--from", "2026-03-02", "--to", "2026-03-09"]) as? [[String: Any]])
        #expect(data.count == 8 && days.count == 8)
        for (summary, day) in zip(data, days) {
            let date = try #require(day["date"] as? String)
            let range = try #require(summary["range"] as? [String: Any])
            #expect(range["date"] as? String == date)
            let total = try #require(summary["grand_total"] as? [String: Any])
            #expect(total["total_seconds"] as? Double == day["codedSeconds"] as? Double, "\(date)")
            for (list, dimension) in [("projects", "project"), ("languages", "language"), ("editors", "editor")] {
                let rows = try #require(try s.cairn(["breakdown", "--by", dimension, "--from", date, "--to", date]) as? [[String: Any]])
                let kept = rows.filter { ($0["seconds"] as? Double ?? 0) > 0 }
                #expect(Self.names(summary[list]) == kept.map { $0["name"] as? String ?? "" }, "\(date) \(list)")
                #expect(Self.seconds(summary[list]) == kept.map { $0["seconds"] as? Double ?? 0 }, "\(date) \(list)")
            }
        }
        // Monday: 09:00–10:30 of coding, the overlap shared: cairn 45 min, notes 45 min, 50 % each.
        let monday = data[0]
        #expect(Self.seconds(monday["projects"]) == [2700, 2700])
        #expect((monday["projects"] as? [[String: Any]])?.map { $0["percent"] as? Double } == [50, 50])
        let total = try #require(monday["grand_total"] as? [String: Any])
        #expect(total["text"] as? String == "1 hr 30 mins" && total["digital"] as? String == "1:30" && total["hours"] as? Int == 1)
        #expect((monday["range"] as? [String: Any])?["text"] as? String == "Mon Mar 2nd 2026")
        #expect((monday["range"] as? [String: Any])?["start"] as? String == "2026-03-02T00:00:00Z")
        #expect((data[7]["range"] as? [String: Any])?["text"] as? String == "Today")
        // The session across midnight: 30 minutes on Tuesday, 30 on Wednesday.
        #expect((data[1]["grand_total"] as? [String: Any])?["total_seconds"] as? Double == 1800)
        #expect((data[2]["grand_total"] as? [String: Any])?["total_seconds"] as? Double == 1800)
        // 5400 + 1800 + 1800 + 1200 + 2700 over five days with coding; three without.
        let cumulative = try #require(answer.json["cumulative_total"] as? [String: Any])
        #expect(cumulative["seconds"] as? Double == 12_900 && cumulative["decimal"] as? String == "3.58")
        let average = try #require(answer.json["daily_average"] as? [String: Any])
        #expect(average["days_including_holidays"] as? Int == 8 && average["days_minus_holidays"] as? Int == 5
                && average["holidays"] as? Int == 3 && average["seconds"] as? Double == 2580)
    }

    @Test("a project's summaries count only its time; a range in WakaTime's words picks the dates")
    func projectAndRangeWords() async throws {
        let s = try served()
        defer { s.server.stop(); s.database.remove() }
        let answer = try await s.get("/api/v1/users/current/summaries?start=2026-03-02&end=2026-03-02&project=notes")
        let day = try #require((answer.json["data"] as? [[String: Any]])?.first)
        #expect((day["grand_total"] as? [String: Any])?["total_seconds"] as? Double == 2700)
        #expect(Self.names(day["projects"]) == ["notes"] && Self.names(day["languages"]) == ["Markdown"])
        #expect(day["branches"] as? [Any] != nil)
        let today = try await s.get("/api/v1/users/current/summaries?range=Today")
        #expect((today.json["data"] as? [[String: Any]])?.count == 1)
        #expect((today.json["cumulative_total"] as? [String: Any])?["seconds"] as? Double == 2700)
        let week = try await s.get("/api/v1/users/current/summaries?range=Last%207%20Days%20from%20Yesterday")
        #expect(((week.json["data"] as? [[String: Any]])?.first?["range"] as? [String: Any])?["date"] as? String == "2026-03-02")
        #expect(try await s.get("/api/v1/users/current/summaries?range=Someday").status == 400)
        #expect(try await s.get("/api/v1/users/current/summaries?start=2026-03-09").status == 400)
        #expect(try await s.get("/api/v1/users/current/summaries?start=2026-03-09&end=2026-03-01").status == 400)
    }

    @Test("the legacy CLI's `--today` (start=today&end=today) and `yesterday` are the person's own days; today's total is `today`'s")
    func todayWords() async throws {
        let s = try served()
        defer { s.server.stop(); s.database.remove() }
        let answer = try await s.get("/api/v1/users/current/summaries?start=today&end=today")
        #expect(answer.status == 200)
        let data = try #require(answer.json["data"] as? [[String: Any]])
        #expect(data.count == 1)
        #expect((data.first?["range"] as? [String: Any])?["date"] as? String == "2026-03-09")
        let today = try #require(try s.cairn(["today"]) as? [String: Any])
        let coded = (today["day"] as? [String: Any])?["codedSeconds"] as? Double
        #expect((data.first?["grand_total"] as? [String: Any])?["total_seconds"] as? Double == coded && coded == 2700)
        let yesterday = try await s.get("/api/v1/users/current/summaries?start=Yesterday&end=today")
        #expect(((yesterday.json["data"] as? [[String: Any]])?.first?["range"] as? [String: Any])?["date"] as? String == "2026-03-08")
        #expect(try await s.get("/api/v1/users/current/summaries?start=tomorrow&end=today").status == 400)
    }

    @Test("summaries cover at most a year: a longer range is refused at once with a 400 that says so, a year is answered")
    func rangeBounded() async throws {
        let s = try served()
        defer { s.server.stop(); s.database.remove() }
        let started = Date()
        let long = try await s.get("/api/v1/users/current/summaries?start=1976-12-10&end=2026-03-09")
        #expect(long.status == 400)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect((long.json["error"] as? String)?.contains("at most 366 days") == true, "\(long.json)")
        #expect(try await s.get("/api/v1/users/current/summaries?start=2025-03-08&end=2026-03-09").status == 400)
        let year = try await s.get("/api/v1/users/current/summaries?start=2025-03-10&end=2026-03-09")
        #expect(year.status == 200)
        #expect((year.json["data"] as? [[String: Any]])?.count == 365)
        let leap = try await s.get("/api/v1/users/current/summaries?start=2024-01-01&end=2024-12-31")
        #expect((leap.json["data"] as? [[String: Any]])?.count == 366)
    }

    @Test("stats over a range: the total of its days, `breakdown`'s lists, the best day and the average over days with coding")
    func stats() async throws {
        let s = try served()
        defer { s.server.stop(); s.database.remove() }
        let answer = try await s.get("/api/v1/users/current/stats/last_7_days")
        #expect(answer.status == 200)
        let data = try #require(answer.json["data"] as? [String: Any])
        let days = try #require(try s.cairn(["days", "--from", "2026-03-03", "--to", "2026-03-09"]) as? [[String: Any]])
        let total = days.reduce(0.0) { $0 + ($1["codedSeconds"] as? Double ?? 0) }
        #expect(data["total_seconds"] as? Double == total && total == 7500)
        let rows = try #require(try s.cairn(["breakdown", "--by", "language", "--from", "2026-03-03", "--to", "2026-03-09"]) as? [[String: Any]])
        #expect(Self.names(data["languages"]) == rows.map { $0["name"] as? String ?? "" })
        #expect(Self.seconds(data["languages"]) == rows.map { $0["seconds"] as? Double ?? 0 })
        // What a README stats card reads of each language.
        let swift = try #require((data["languages"] as? [[String: Any]])?.first)
        #expect(swift["name"] as? String == "Swift" && swift["text"] as? String == "1 hr 45 mins" && swift["percent"] as? Double == 84
                && swift["hours"] as? Int == 1 && swift["minutes"] as? Int == 45)
        #expect(data["human_readable_range"] as? String == "last 7 days" && data["is_coding_activity_visible"] as? Bool == true)
        #expect((data["best_day"] as? [String: Any])?["date"] as? String == "2026-03-09")
        #expect(data["days_minus_holidays"] as? Int == 4 && data["daily_average"] as? Double == 1875)
        let all = try #require(try await s.get("/api/v1/users/current/stats/all_time").json["data"] as? [String: Any])
        #expect(all["total_seconds"] as? Double == 12_900 && all["range"] as? String == "all_time")
        let march = try #require(try await s.get("/api/v1/users/current/stats/2026-03").json["data"] as? [String: Any])
        #expect(march["total_seconds"] as? Double == 12_900 && march["days_including_holidays"] as? Int == 9)
        #expect(try await s.get("/api/v1/users/current/stats/last_century").status == 404)
        #expect(try await s.get("/api/v1/users/current/stats/2027").status == 404)
    }

    @Test("all time since today, the projects, a day's durations and the person")
    func allTimeProjectsDurationsUser() async throws {
        let s = try served()
        defer { s.server.stop(); s.database.remove() }
        let all = try #require(try await s.get("/api/v1/users/current/all_time_since_today").json["data"] as? [String: Any])
        #expect(all["total_seconds"] as? Double == 12_900 && all["text"] as? String == "3 hrs 35 mins")
        #expect((all["range"] as? [String: Any])?["start_date"] as? String == "2026-03-02")
        let projects = try await s.get("/api/v1/users/current/projects")
        #expect(Self.names(projects.json["data"]) == ["cairn", "notes"])
        let first = try #require((projects.json["data"] as? [[String: Any]])?.first)
        #expect(first["last_heartbeat_at"] as? String == "2026-03-09T12:45:00Z" && first["first_heartbeat_at"] as? String == "2026-03-02T09:00:00Z")
        #expect(Self.names(try await s.get("/api/v1/users/current/projects?q=NOT").json["data"]) == ["notes"])
        let durations = try await s.get("/api/v1/users/current/durations?date=2026-03-02")
        let stretches = try #require(durations.json["data"] as? [[String: Any]])
        #expect(stretches.map { $0["project"] as? String } == ["cairn", "notes"])
        #expect(stretches.map { $0["duration"] as? Double } == [3600, 3600])
        #expect(stretches.map { $0["time"] as? Double } == [1_772_442_000, 1_772_443_800])
        let crossing = try #require(try await s.get("/api/v1/users/current/durations?date=2026-03-04").json["data"] as? [[String: Any]])
        #expect(crossing.map { $0["duration"] as? Double } == [1800] && crossing.first?["time"] as? Double == 1_772_582_400)
        #expect(try await s.get("/api/v1/users/current/durations?date=March").status == 400)
        let user = try #require(try await s.get("/api/v1/users/current").json["data"] as? [String: Any])
        #expect(user["timezone"] as? String == "UTC" && user["created_at"] as? String == "2026-03-02T09:00:00Z")
    }

    @Test("the daily and weekly goals, each with its last seven days or weeks, as the rings count them")
    func goals() async throws {
        let s = try served()
        defer { s.server.stop(); s.database.remove() }
        let answer = try await s.get("/api/v1/users/current/goals")
        let goals = try #require(answer.json["data"] as? [[String: Any]])
        #expect(goals.map { $0["id"] as? String } == ["daily", "weekly"] && answer.json["total"] as? Int == 2)
        let daily = goals[0]
        #expect(daily["delta"] as? String == "day" && daily["seconds"] as? Double == 3600 && daily["ignore_days"] as? [String] == ["saturday", "sunday"])
        let chart = try #require(daily["chart_data"] as? [[String: Any]])
        let days = try #require(try s.cairn(["days", "--from", "2026-03-03", "--to", "2026-03-09"]) as? [[String: Any]])
        #expect(chart.map { $0["actual_seconds"] as? Double } == days.map { $0["codedSeconds"] as? Double })
        // Tue 30 min (fail), Wed 30 (fail), Thu, Fri nothing (fail), Sat coded on a rest day and
        // Sun rested (ignored), today 45 of 60 minutes (pending).
        #expect(chart.map { $0["range_status"] as? String } == ["fail", "fail", "fail", "fail", "ignored", "ignored", "pending"])
        // What `wakatime --today-goal daily` prints: the last day's actual seconds in words.
        let one = try #require(try await s.get("/api/v1/users/current/goals/daily").json["data"] as? [String: Any])
        #expect((one["chart_data"] as? [[String: Any]])?.last?["actual_seconds_text"] as? String == "45 mins")
        let weekly = try #require(goals[1]["chart_data"] as? [[String: Any]])
        // The week of 2 March: 2 h 50 min of a 4 h goal (failed); this week so far: 45 min (pending).
        #expect(weekly.suffix(2).map { $0["actual_seconds"] as? Double } == [10_200, 2700])
        #expect(weekly.suffix(2).map { $0["range_status"] as? String } == ["fail", "pending"])
        #expect(try await s.get("/api/v1/users/current/goals/monthly").status == 404)
    }

    @Test("without this database's key every read route is refused, and stores nothing", arguments: [
        "", "/summaries?start=2026-03-02&end=2026-03-09", "/stats/last_7_days", "/all_time_since_today", "/projects",
        "/durations?date=2026-03-02", "/goals", "/goals/daily",
    ])
    func needsTheKey(path: String) async throws {
        let s = try served()
        defer { s.server.stop(); s.database.remove() }
        #expect(try await s.get("/api/v1/users/current" + path, key: "wrong").status == 401)
        #expect(try await s.server.request("GET", "/api/v1/users/current" + path).status == 401)
        #expect(try await s.get("/api/v1/users/current" + path).status == 200)
    }
}
