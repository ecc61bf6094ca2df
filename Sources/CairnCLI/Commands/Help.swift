/// The text of `cairn --help`.
enum Help {
    static let text = """
    cairn — goals, rings and streaks from your own coding history

    usage: cairn [--db PATH] [--now INSTANT] [--json] COMMAND ...

    commands:
      demo                                 a realistic sample year, shown at once
      today [--date DATE]                  today's rings, the week so far and the streak
      days --from DATE --to DATE           one verdict per date (default: the last 7 days)
      goals show                           the goals in force
      goals set [--daily MIN] [--weekly MIN] [--window HH:MM-HH:MM]
                [--rest-days sat,sun|none] [--time-zone ZONE] [--week-start mon|sun|...]
                [--streak-policy strict|lenient]
      import sessions FILE|-               a JSON array of {"start": ISO-8601, "seconds": N, ...}

    options:
      --db PATH      the database (or CAIRN_DB; default $XDG_DATA_HOME/cairn/cairn.sqlite)
      --now INSTANT  the current instant, e.g. 2026-03-09T12:00:00Z (or CAIRN_NOW)
      --json         print one JSON document on standard output

    Errors print one line starting "error: "; exit status 64 for a usage error, 1 otherwise.

    """
}
