extension Script {
    /// The goals form: on a first run the zone field takes the browser's own zone (the server's
    /// zone stays when there is no script), each minutes field says its hours as typed, and the
    /// rest-day toggles follow the week start picked.
    static let goals = #"""
    (function () {
      const zone = document.querySelector("input[data-browser-zone]");
      if (zone) {
        let own = "";
        try { own = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { own = ""; }
        if (own) zone.value = own;
      }
      // The rest-day toggles follow the week start as it is picked, as the server orders them.
      const start = document.getElementById("goal-weekStart"), toggles = document.querySelector(".goals-form .day-toggles");
      if (start && toggles) {
        start.addEventListener("change", function () {
          const days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], first = Math.max(0, days.indexOf(start.value));
          for (let i = 0; i < 7; i++) {
            const input = toggles.querySelector('input[value="' + days[(first + i) % 7] + '"]');
            if (input) toggles.appendChild(input.closest("label"));
          }
        });
      }
      document.querySelectorAll('.goals-form input[type="number"]').forEach(function (input) {
        const hint = document.getElementById(input.id + "-hint");
        if (!hint) return;
        const words = hint.textContent.replace(/ \([^)]*\)$/, "");
        input.addEventListener("input", function () {
          const minutes = parseInt(input.value, 10);
          if (!(minutes >= 0)) { hint.textContent = words; return; }
          const h = Math.floor(minutes / 60), m = minutes % 60;
          hint.textContent = words + " (" + (h > 0 ? h + "h" + (m > 0 ? " " + m + "m" : "") : m + "m") + ")";
        });
      });
    })();
    """#
}
