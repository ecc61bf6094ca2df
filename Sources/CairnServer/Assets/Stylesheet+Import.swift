extension Stylesheet {
    /// The Import screen: the form's fields one under another, the progress bars full width.
    static let importScreen = #"""
        .import-form select, .import-form input[type=file] { display: block; margin-top: .25rem; max-width: 100%; }
        .import-progress progress { width: 100%; max-width: 28rem; vertical-align: middle; }
        .import-result:empty { display: none; }
        """#
}
