extension Script {
    /// The heatmap as one widget with a roving tabindex: one tab stop (the day the server marked
    /// `data-focus`, today or the last day shown), the arrow keys move as the map is drawn (a
    /// column is a week: up and down a day, left and right a week), Home and End go to the first
    /// and last day, Enter or Space opens the day as its link does. Without the script every day
    /// stays a plain link.
    static let heatmap = #"""
    (function () {
      document.querySelectorAll("svg.heatmap").forEach(function (map) {
        const days = Array.from(map.querySelectorAll("a[data-day]"));
        if (days.length === 0) return;
        let current = Math.max(days.findIndex(function (day) { return day.hasAttribute("data-focus"); }), 0);
        days.forEach(function (day, index) { day.setAttribute("tabindex", index === current ? "0" : "-1"); });
        function move(to) {
          to = Math.min(Math.max(to, 0), days.length - 1);
          if (to === current) return;
          days[current].setAttribute("tabindex", "-1");
          days[to].setAttribute("tabindex", "0");
          current = to;
          days[to].focus();
        }
        map.addEventListener("focusin", function (event) {
          const at = days.indexOf(event.target.closest ? event.target.closest("a[data-day]") : null);
          if (at >= 0 && at !== current) { days[current].setAttribute("tabindex", "-1"); days[at].setAttribute("tabindex", "0"); current = at; }
        });
        map.addEventListener("keydown", function (event) {
          const step = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 }[event.key];
          if (step !== undefined) { move(current + step); event.preventDefault(); }
          else if (event.key === "Home") { move(0); event.preventDefault(); }
          else if (event.key === "End") { move(days.length - 1); event.preventDefault(); }
          else if (event.key === "Enter" || event.key === " ") {
            const href = days[current].getAttribute("href");
            if (href) { event.preventDefault(); window.location.assign(href); }
          }
        });
      });
    })();
    """#
}
