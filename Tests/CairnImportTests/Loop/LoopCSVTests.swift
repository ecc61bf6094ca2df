import CairnCore
import CairnImport
import Foundation
import Testing

@Suite("Loop Habit Tracker CSV")
struct LoopCSVTests {
    static func date(_ text: String) throws -> LocalDate { try #require(LocalDate(iso: text)) }

    @Test("Habits.csv: columns by name, quoted commas, Type words and codes")
    func habits() throws {
        let habits = try LoopHabitsCSV.read(FixtureFiles.own("loop/Habits.csv"), file: "Habits.csv")
        #expect(habits == [
            LoopHabit(name: "Meditate", isNumeric: false, question: "Did you meditate today?"),
            LoopHabit(name: "Run, easy", isNumeric: true, unit: "km", question: "How far did you run?"),
            LoopHabit(name: "Stretch", isNumeric: false),
        ])
        let old = "Name,Description,NumRepetitions,Interval,Color\nRead,,1,1,#000000\n"
        // No Type and no Unit column: undecided, the checkmarks' values decide.
        #expect(try LoopHabitsCSV.read(Data(old.utf8), file: "Habits.csv") == [LoopHabit(name: "Read", isNumeric: nil)])
        #expect(throws: ImportError.self) { try LoopHabitsCSV.read(Data("Title,Color\nx,y\n".utf8), file: "Habits.csv") }
    }

    @Test("Checkmarks.csv: BOM, CRLF, quoted header, trailing comma, symbolic and numeric values")
    func checkmarks() throws {
        let habits = try LoopHabitsCSV.read(FixtureFiles.own("loop/Habits.csv"), file: "Habits.csv")
        let marks = try LoopCheckmarksCSV.read(FixtureFiles.own("loop/Checkmarks.csv"), file: "Checkmarks.csv", habits: habits)
        #expect(marks == [
            LoopCheckmark(habit: "Stretch", date: try Self.date("2024-03-08"), kind: .yesAuto),
            LoopCheckmark(habit: "Meditate", date: try Self.date("2024-03-09"), kind: .yesAuto),
            LoopCheckmark(habit: "Run, easy", date: try Self.date("2024-03-09"), kind: .skip),
            LoopCheckmark(habit: "Stretch", date: try Self.date("2024-03-09"), kind: .yes),
            LoopCheckmark(habit: "Meditate", date: try Self.date("2024-03-10"), kind: .no),
            LoopCheckmark(habit: "Run, easy", date: try Self.date("2024-03-10"), kind: .no, value: 0),
            LoopCheckmark(habit: "Meditate", date: try Self.date("2024-03-11"), kind: .yes),
            LoopCheckmark(habit: "Run, easy", date: try Self.date("2024-03-11"), kind: .yes, value: 5.25),
            LoopCheckmark(habit: "Stretch", date: try Self.date("2024-03-11"), kind: .skip),
        ])
        let all = try LoopCheckmarksCSV.read(FixtureFiles.own("loop/Checkmarks.csv"), file: "Checkmarks.csv", includeUnknown: true)
        #expect(all.count == 12)
    }

    @Test("a 2023–2025 export: old Habits.csv with no Type and trailing commas; numeric habits found by their values")
    func typelessExport() throws {
        let habits = try LoopHabitsCSV.read(FixtureFiles.own("loop/2024-export/Habits.csv"), file: "Habits.csv")
        #expect(habits == [
            LoopHabit(name: "Meditate", isNumeric: nil, question: "Did you meditate today?"),
            LoopHabit(name: "Pages read", isNumeric: nil, question: "How many pages did you read?"),
            LoopHabit(name: "Water", isNumeric: nil, question: "Glasses of water, roughly"),
        ])
        let marks = try LoopCheckmarksCSV.read(FixtureFiles.own("loop/2024-export/Checkmarks.csv"), file: "Checkmarks.csv", habits: habits)
        let d = { (day: Int) throws in try Self.date("2024-05-0\(day)") }
        // Meditate holds only -1/0/2/3: yes/no. Pages read (63000, 50) and Water (1000) hold values
        // outside the codes: numeric, so their 2 is 0.002 (never a yes), 0 is a no, 3 stays a skip.
        #expect(marks == [
            LoopCheckmark(habit: "Pages read", date: try d(1), kind: .no, value: 0),
            LoopCheckmark(habit: "Water", date: try d(1), kind: .yes, value: 1),
            LoopCheckmark(habit: "Meditate", date: try d(2), kind: .skip),
            LoopCheckmark(habit: "Pages read", date: try d(2), kind: .yes, value: 0.002),
            LoopCheckmark(habit: "Meditate", date: try d(3), kind: .no),
            LoopCheckmark(habit: "Pages read", date: try d(3), kind: .yes, value: 0.05),
            LoopCheckmark(habit: "Water", date: try d(3), kind: .skip),
            LoopCheckmark(habit: "Meditate", date: try d(4), kind: .yes),
            LoopCheckmark(habit: "Pages read", date: try d(4), kind: .yes, value: 63),
            LoopCheckmark(habit: "Water", date: try d(4), kind: .yes, value: 0.002),
        ])
        // A habit the Habits.csv types as yes/no keeps its codes: 2 is a yes there.
        let typed = [LoopHabit(name: "Water", isNumeric: false)]
        #expect(throws: ImportError.self) {
            try LoopCheckmarksCSV.read(FixtureFiles.own("loop/2024-export/Checkmarks.csv"), file: "Checkmarks.csv", habits: typed)
        }
    }

    @Test("Loop's current per-habit file: Date,Value,Notes with quoted notes; and one with no header")
    func perHabitNotes() throws {
        let marks = try LoopCheckmarksCSV.read(FixtureFiles.own("loop/002 Wake up early/Checkmarks.csv"), file: "Checkmarks.csv",
                                               habitName: "Wake up early")
        let d = { (text: String) throws in try Self.date(text) }
        #expect(marks == [
            LoopCheckmark(habit: "Wake up early", date: try d("2025-01-31"), kind: .yesAuto),
            LoopCheckmark(habit: "Wake up early", date: try d("2025-02-01"), kind: .no, note: "Late night: \"just one more\" episode"),
            LoopCheckmark(habit: "Wake up early", date: try d("2025-02-02"), kind: .skip),
            LoopCheckmark(habit: "Wake up early", date: try d("2025-02-03"), kind: .yes, note: "Up at 6:10, before the alarm"),
        ])
        let bare = try LoopCheckmarksCSV.read(FixtureFiles.own("loop/003 Stretch/Checkmarks.csv"), file: "Checkmarks.csv", habitName: "Stretch")
        #expect(bare == [
            LoopCheckmark(habit: "Stretch", date: try d("2025-02-01"), kind: .no),
            LoopCheckmark(habit: "Stretch", date: try d("2025-02-03"), kind: .yes),
        ])
        // Read as the export's wide file, it is refused with what to do.
        let wide = try #require(throws: ImportError.self) {
            try LoopCheckmarksCSV.read(FixtureFiles.own("loop/002 Wake up early/Checkmarks.csv"), file: "Checkmarks.csv")
        }
        #expect(wide.reason.contains("one habit's Checkmarks.csv") && wide.reason.contains("--habit NAME"))
    }

    @Test("a re-saved export: BOM, MM-DD-YY dates, accented headers, numeric columns found by value")
    func habitsAnalyzer() throws {
        let marks = try LoopCheckmarksCSV.read(FixtureFiles.own("loop/habits-analyzer/Checkmarks.csv"), file: "Checkmarks.csv")
        // Counted with Python's csv module over the same file: 1,527 cells other than -1.
        #expect(marks.count == 1527)
        #expect(Set(marks.map(\.habit)).count <= 32)
        #expect(marks.first?.date == (try Self.date("2023-12-31")))
        let all = try LoopCheckmarksCSV.read(FixtureFiles.own("loop/habits-analyzer/Checkmarks.csv"), file: "Checkmarks.csv",
                                             includeUnknown: true)
        #expect(all.count == 169 * 32)
        #expect(all.last?.date == (try Self.date("2024-06-16")))
        let weights = marks.filter { $0.habit == "Poids" }
        #expect(weights.count == 19)
        #expect(weights.allSatisfy { ($0.value ?? 0) > 70 && ($0.value ?? 0) < 90 && $0.kind == .yes })
        #expect(marks.filter { $0.habit == "Durée sommeil" }.count == 107)
        #expect(marks.filter { $0.kind == .yesAuto }.count == 303)
        #expect(marks.filter { $0.kind == .no }.count == 23)
    }

    @Test("a per-habit file with a date,check header, numeric minutes × 1000, missing days")
    func perHabit() throws {
        let marks = try LoopCheckmarksCSV.read(FixtureFiles.own("loop/001 Practice minutes/Checkmarks.csv"), file: "Checkmarks.csv",
                                               habitName: "Practice minutes")
        // 7 rows for 10 days (03-03, 03-04 and 03-08 have no row), every value above 0.
        #expect(marks.count == 7)
        #expect(marks.allSatisfy { $0.habit == "Practice minutes" && $0.kind == .yes })
        // 19 + 25 + 15 + 15.5 + 20 + 30 + 10 minutes.
        #expect(abs(marks.compactMap(\.value).reduce(0, +) - 134.5) < 1e-9)
        #expect(marks.first == LoopCheckmark(habit: "Practice minutes", date: try Self.date("2022-03-01"), kind: .yes, value: 10))
        #expect(marks.last == LoopCheckmark(habit: "Practice minutes", date: try Self.date("2022-03-10"), kind: .yes, value: 19))
        let headerless = try LoopCheckmarksCSV.read(Data("2022-11-11,2\n2022-11-10,0\n".utf8), file: "c.csv", habitName: "Read")
        #expect(headerless.map(\.kind) == [.no, .yes])
    }

    @Test("Entry(timestamp=…, value=…) cells: refused with the line, or recovered on request")
    func malformed() throws {
        let data = try FixtureFiles.own("loop/entry-cells/Checkmarks.csv")
        do {
            _ = try LoopCheckmarksCSV.read(data, file: "entry-cells-Checkmarks.csv")
            Issue.record("accepted a malformed file")
        } catch {
            #expect(error.file == "entry-cells-Checkmarks.csv")
            #expect(error.location == "line 2")
            // Date + 4 cells split in two + the trailing empty field, against Date + 4 names + "".
            #expect(error.reason.hasPrefix("10 fields, but the header has 6; its cells look like Entry("))
        }
        let marks = try LoopCheckmarksCSV.read(data, file: "entry-cells-Checkmarks.csv", recoverEntryCells: true)
        // 16 Entry cells (4 rows × 4 habits), 5 of them -1: 3 + 3 + 1 + 4 left.
        #expect(marks.count == 11)
        let first = marks.filter { $0.date == (try? Self.date("2023-04-04")) }
        #expect(first.map(\.habit) == ["Bath", "Wake Up Early", "Cat cutie 🐱"])
        #expect(first.map(\.value) == [nil, 7.35, nil])
        #expect(marks.filter { $0.habit == "Samosa/ Oily stuffs" }.map(\.kind) == [.yes, .no])
    }

    @Test("refusals name the file, the line and the habit")
    func errors() {
        let cases: [(String, String?, String)] = [
            ("Date,A\n2024-13-01,2\n", "line 2", "\"2024-13-01\" is not a date"),
            ("Date,A\n2024-03-01,MAYBE\n", "line 2, habit \"A\"", "unexpected value \"MAYBE\""),
            ("Date,A\n2024-03-01,-5\n", "line 2, habit \"A\"", "unexpected value \"-5\""),
            ("When,A\n2024-03-01,2\n", "line 1", "not a Loop Checkmarks.csv"),
            ("Date,A,B\n2024-03-01,2\n", "line 2", "2 fields, but the header has 3"),
            ("Date,\"A\n2024-03-01,2\n", "line 1", "a quoted field is never closed"),
        ]
        for (csv, location, reason) in cases {
            do {
                _ = try LoopCheckmarksCSV.read(Data(csv.utf8), file: "c.csv")
                Issue.record("accepted \(csv)")
            } catch {
                #expect(error.file == "c.csv")
                #expect(error.location == location, "\(error)")
                #expect(error.reason.hasPrefix(reason), "\(error)")
            }
        }
    }
}
