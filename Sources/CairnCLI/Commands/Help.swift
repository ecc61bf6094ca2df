/// The text of `cairn --help`.
enum Help {
    static let text = """
    cairn — goals, rings, streaks and achievements from your own history

    usage: cairn [--db PATH] [--now INSTANT] [--json] COMMAND ...

    coding goals:
      demo                                 a realistic sample year, shown at once
      today [--date DATE] [--svg FILE]     today's rings, the week so far and the streak
      days --from DATE --to DATE [--svg FILE]
                                           one verdict per date (default: the last 7 days);
                                           --svg draws the rings, or a heatmap of the days
      nudges                               reminders due now, each once (for a scheduler to show)
      goals show
      goals set [--daily MIN] [--weekly MIN] [--window HH:MM-HH:MM]
                [--rest-days sat,sun|none] [--time-zone ZONE] [--week-start mon|sun|...]
                [--streak-policy strict|lenient]

    bringing history in (each file in one transaction; importing it twice changes nothing):
      import sessions FILE|-               a JSON array of {"start": ISO-8601, "seconds": N, ...}
      import wakatime FILE|- [--timeout 15m]
                                           heartbeats export or array, durations response,
                                           or the daily-summary export (day totals)
      import activitywatch FILE|- [--bucket ID ...]
      import loop FOLDER|Checkmarks.csv [--habit NAME] [--recover]
      sync wakatime --from DATE --to DATE [--api-url URL] [--key-file PATH]
                                           key from the file or WAKATIME_API_KEY

    achievements:
      trackable add NAME --kind yesno|number|duration|clock|choice|habit|text
                    [--unit UNIT] [--day-value sum|mean|last|min|max|earliest|latest]
                    [--choices A,B,C] [--ordered]
      trackable list | trackable remove NAME
      zone add TRACKABLE NAME [--min VALUE] [--max VALUE]        values may carry units: 70kg
      log TRACKABLE [VALUE] [--date DATE | --at INSTANT] [--source manual|integration|schedule]
      nothing [--date DATE]                a day with nothing to log
      disruption add --from DATE --to DATE [--reason TEXT] [--trackable NAME] | disruption list
      rule add TRACKABLE --measure streak|best|total|count [--days some|none|zone] [--zone NAME]
               [--ladder 7,30,100 | --every N [--scale X] | --record] [--low] [--min-history N]
      rule list [TRACKABLE] | rule remove ID
      achievements                         rules, coming up, and every moment earned
      settings set encouragement.streaks|achievements|gettingStarted on|off | settings show

    in the browser:
      serve [--port 7878] [--bind 127.0.0.1] [--open] [--token-file PATH]
                                           the screens and the JSON API (docs/API.md) until
                                           Ctrl-C; beyond loopback only with an owner-only
                                           token file, whose token every request then carries

    options:
      --db PATH      the database (or CAIRN_DB; default $XDG_DATA_HOME/cairn/cairn.sqlite)
      --now INSTANT  the current instant, e.g. 2026-03-09T12:00:00Z (or CAIRN_NOW)
      --json         print one JSON document on standard output

    Errors print one line starting "error: "; exit status 64 for a usage error, 1 otherwise.

    """
}
