extension Stylesheet {
    /// A team server's sign-in page, its Sign out button and the team page.
    static let team = #"""
    main.signin { max-width: 24rem; margin: 3rem auto; }
    .signin-form label { display: block; font-weight: 600; margin-bottom: .2rem; }
    .signin-form input[type="text"], .signin-form input[type="password"] { width: 100%; box-sizing: border-box; }
    .top form.signout { display: inline; margin-left: .6rem; }
    table.team-week { border-collapse: collapse; width: 100%; }
    table.team-week th, table.team-week td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid var(--line); }
    table.team-week caption { text-align: left; color: var(--muted); padding-bottom: .4rem; }
    """#
}
