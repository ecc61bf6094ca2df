import Foundation

/// The load of `cairn-bench team`: editors' bulks from a pool of connections, one thread each,
/// and one reader polling Today, for the settings' seconds.
///
/// Bulk `n` belongs to person `n % people` (their `n / people`-th bulk), so every person's
/// heartbeats arrive in order and no person has two bulks in flight while the pool is smaller
/// than the team. Person `p`'s heartbeat `j` is at `start - 6 h + 7p s + 30j s ± 5 s` (20–40 s
/// apart, as an editor plugin sends them while a person types, with a file save now and then).
struct TeamLoad {
    var settings: TeamServeBench.Settings
    var people: [TeamPeople.Member]
    var port: Int
    /// The signed-in reader polling Today (none when the server cannot answer it yet).
    var reader: TeamSignIn?
    /// The number of this load's first bulk (after an earlier phase's).
    var firstBulk = 0

    struct Result {
        var elapsed: Double
        var accepted: Int
        var queued: Int
        var bulkLatencies: [Double]
        var pollLatencies: [Double]
        var failures: [String]
        /// How many bulks were sent.
        var issued: Int
    }

    static let agent = "wakatime/v1.98.3 (linux-6.1.0-amd64-x86_64) go1.22.5 vim/9.0.1378 vim-wakatime/11.1.0"
    static let languages = ["Swift", "Swift", "Swift", "Markdown", "Python", "JSON"]
    static let extensions = ["Swift": "swift", "Markdown": "md", "Python": "py", "JSON": "json"]

    /// Person `person`'s bulk number `round`, as the WakaTime CLI's JSON.
    func body(person: Int, round: Int, origin: Double) -> [UInt8] {
        let bulk = settings.bulk
        var text = "["
        for i in 0..<bulk {
            let j = round * bulk + i
            let time = origin + Double(person) * 7 + Double(j) * 30 + Double((j * 37) % 11) - 5
            let language = TeamLoad.languages[(j / 5) % TeamLoad.languages.count]
            let project = "project-\(person % 37)"
            let branch = j % 40 < 30 ? "main" : "feature-\(person % 5)"
            if i > 0 { text += "," }
            text += #"{"entity":"/home/person\#(person)/src/\#(project)/Sources/File\#(j % 13).\#(TeamLoad.extensions[language] ?? "txt")","#
                + #""type":"file","category":"coding","time":\#(String(format: "%.3f", time)),"project":"\#(project)","#
                + #""branch":"\#(branch)","language":"\#(language)","#
                + #""lines":\#(200 + j % 300),"lineno":\#(1 + j % 180),"cursorpos":\#(j % 60),"is_write":\#(j % 4 == 0),"#
                + #""user_agent":"\#(TeamLoad.agent)"}"#
        }
        return Array((text + "]").utf8)
    }

    func run() -> Result {
        let tally = Tally()
        let origin = Date().timeIntervalSince1970 - 6 * 3_600
        let start = Date()
        let deadline = start.addingTimeInterval(settings.seconds)
        let group = DispatchGroup()
        let authorizations = people.map { "Basic " + Data($0.key.utf8).base64EncodedString() }
        let path = "/api/v1/users/current/heartbeats.bulk"
        // One thread per connection (not `concurrentPerform`, whose width is the number of cores).
        for _ in 0..<settings.connections {
            group.enter()
            Thread {
                defer { group.leave() }
                let connection = HTTPConnection(port: port)
                while true {
                    let k = tally.next()
                    let n = firstBulk + k
                    if settings.rate > 0 {
                        let due = start.addingTimeInterval(Double(k * settings.bulk) / settings.rate)
                        if due >= deadline { return }
                        let wait = due.timeIntervalSinceNow
                        if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
                    } else if Date() >= deadline {
                        return
                    }
                    let person = n % people.count
                    let payload = body(person: person, round: n / people.count, origin: origin)
                    let began = Date()
                    do {
                        let answer = try connection.request("POST", path, headers: [
                            ("Authorization", authorizations[person]), ("Content-Type", "application/json"),
                            ("User-Agent", TeamLoad.agent),
                        ], body: payload)
                        tally.bulk(Date().timeIntervalSince(began), status: answer.status, count: settings.bulk,
                                   failure: "POST \(path) as \(people[person].name) answered \(answer.status): \(answer.text.prefix(200))")
                    } catch {
                        tally.bulk(Date().timeIntervalSince(began), status: 0, count: settings.bulk,
                                   failure: "POST \(path) as \(people[person].name): \(error)")
                    }
                }
            }.start()
        }
        if let reader {
            group.enter()
            Thread {
                defer { group.leave() }
                let connection = HTTPConnection(port: port)
                while Date() < deadline {
                    let began = Date()
                    do {
                        let answer = try connection.request("GET", reader.path, headers: reader.headers)
                        tally.poll(Date().timeIntervalSince(began), ok: (200..<300).contains(answer.status) || answer.status == 304,
                                   failure: "GET \(reader.path) answered \(answer.status): \(answer.text.prefix(200))")
                    } catch {
                        tally.poll(Date().timeIntervalSince(began), ok: false, failure: "GET \(reader.path): \(error)")
                    }
                    usleep(UInt32(settings.pollMilliseconds * 1_000))
                }
            }.start()
        }
        group.wait()
        return tally.result(elapsed: Date().timeIntervalSince(start))
    }

    /// What the threads measured, guarded by a lock.
    private final class Tally: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = NSLock()
        private var issued = 0, accepted = 0, queued = 0
        private var bulks: [Double] = [], polls: [Double] = []
        private var failures: [String] = []

        /// The next bulk's number.
        func next() -> Int { lock.withLock { defer { issued += 1 }; return issued } }

        func bulk(_ seconds: Double, status: Int, count: Int, failure: @autoclosure () -> String) {
            lock.withLock {
                bulks.append(seconds)
                if (200..<300).contains(status) {
                    accepted += count
                    if status == 202 { queued += 1 }
                } else {
                    failures.append(failure())
                }
            }
        }

        func poll(_ seconds: Double, ok: Bool, failure: @autoclosure () -> String) {
            lock.withLock {
                polls.append(seconds)
                if !ok { failures.append(failure()) }
            }
        }

        func result(elapsed: Double) -> Result {
            lock.withLock {
                Result(elapsed: elapsed, accepted: accepted, queued: queued, bulkLatencies: bulks, pollLatencies: polls, failures: failures,
                       issued: bulks.count)
            }
        }
    }
}
