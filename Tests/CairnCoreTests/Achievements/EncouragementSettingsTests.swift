import Foundation
import Testing
import CairnCore

@Suite("Encouragement: three switches, all on unless turned off")
struct EncouragementSettingsTests {
    @Test("All three default to on")
    func defaultsOn() {
        #expect(EncouragementSettings() == EncouragementSettings.all(true))
        #expect(EncouragementSettings(settings: [:]) == .all(true))
    }

    @Test("A stored preference that does not mention a switch reads it as on")
    func missingKeyReadsOn() {
        let settings = EncouragementSettings(settings: ["encouragement.streaks": "off"])
        #expect(settings == EncouragementSettings(streaks: false, achievements: true, gettingStarted: true))
    }

    @Test("Stored JSON reads the same way", arguments: [
        (#"{"achievements": false}"#, EncouragementSettings(achievements: false)),
        (#"{"gettingStarted": "off", "streaks": "on"}"#, EncouragementSettings(gettingStarted: false)),
        ("not json", EncouragementSettings()),
    ])
    func json(text: String, expected: EncouragementSettings) {
        #expect(EncouragementSettings(json: Data(text.utf8)) == expected)
    }
}
