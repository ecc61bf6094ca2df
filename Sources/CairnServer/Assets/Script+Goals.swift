extension Script {
    /// The goals form: on a first run the zone field takes the browser's own zone (the server's
    /// zone stays when there is no script), and each minutes field says its hours as typed.
    static let goals = #"""
    (function () {
      const zone = document.querySelector("input[data-browser-zone]");
      if (zone) {
        let own = "";
        try { own = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { own = ""; }
        if (own) zone.value = own;
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
