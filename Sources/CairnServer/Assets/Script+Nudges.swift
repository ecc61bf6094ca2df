extension Script {
    /// A team server's nudges, shown where the person is: on a signed-in team page (the top bar's
    /// Sign out form) it asks `POST /api/nudges` once on load and then once a minute, and shows
    /// each nudge answered as a notification of the browser when the person allowed them, else
    /// as the page's toast. Permission is asked only when the Settings button is pressed, never
    /// on load. The server answers each nudge once, so two open tabs never both show one.
    static let nudges = #"""
    (function () {
      if (!document.querySelector("header.top form.signout")) return;
      const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute("content") || "";
      const supported = "Notification" in window;
      const button = document.getElementById("nudge-notifications");
      const state = document.getElementById("nudge-notifications-state");
      function allowed() { return supported && Notification.permission === "granted"; }
      function say() {
        if (!state) return;
        if (!supported) { state.textContent = "This browser has no notifications: nudges appear in the page."; return; }
        state.textContent = Notification.permission === "granted" ? "Nudges come as notifications."
          : Notification.permission === "denied" ? "Notifications are blocked for this site: nudges appear in the page."
          : "Nudges appear in the page.";
      }
      if (button && supported) {
        button.hidden = Notification.permission !== "default";
        button.addEventListener("click", async function () {
          try { await Notification.requestPermission(); } catch (error) { /* an old browser's callback form: leave it */ }
          button.hidden = Notification.permission !== "default";
          say();
        });
      }
      say();
      async function ask() {
        let answer;
        try {
          const response = await fetch("/api/nudges", { method: "POST", headers: { "X-CSRF-Token": token } });
          if (!response.ok) return;
          answer = await response.json();
        } catch (error) {
          return;
        }
        const shown = [];
        for (const nudge of answer.nudges || []) {
          if (allowed()) {
            try { new Notification("Cairn", { body: nudge.text, tag: nudge.key }); continue; } catch (error) { /* fall back to the toast */ }
          }
          shown.push(nudge.text);
        }
        if (shown.length) window.Cairn.show(shown.join(" · "));
      }
      ask();
      setInterval(ask, 60000);
    })();
    """#
}
