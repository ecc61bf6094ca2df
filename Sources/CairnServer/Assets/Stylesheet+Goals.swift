extension Stylesheet {
    /// The goals form (the welcome's and Settings'): the weekday toggles, the described policy
    /// choices, the welcome's steps.
    static let goals = #"""
    .goals-form fieldset { border: 0; padding: 0; margin: 0.8em 0; }
    .goals-form fieldset legend { font-weight: 600; padding: 0; margin-bottom: 0.3em; }
    .goals-form input[type="number"] { width: 6em; }
    .goals-form input[list] { width: 16em; }
    .day-toggles { display: flex; flex-wrap: wrap; gap: 0.4em; }
    .day-toggle { position: relative; display: inline-block; }
    .settings .goals-form .day-toggle, .settings .goals-form .window label, .settings .goals-form .policy-choice { min-width: 0; }
    .settings .goals-form .policy-choice { display: block; }
    .day-toggle input { position: absolute; opacity: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; }
    .day-toggle span[aria-hidden] { display: inline-block; min-width: 3.2em; text-align: center; padding: 0.35em 0.5em; border: 1px solid #8e8e93; border-radius: 1em; }
    .day-toggle input:checked + span[aria-hidden] { background: #34C759; border-color: #34C759; color: #1C1C1E; font-weight: 600; }
    .day-toggle input:focus-visible + span[aria-hidden] { outline: 2px solid #5856D6; outline-offset: 2px; }
    .policy-choice { display: block; margin: 0.3em 0; }
    .welcome { max-width: 44em; }
    .welcome-next li, .welcome-after li { margin: 0.3em 0; }
    """#
}
