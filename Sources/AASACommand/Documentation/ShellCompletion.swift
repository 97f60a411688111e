import AASACore

/// Completion scripts for bash, zsh and fish, made from the same command and option tables as
/// `--help`, so they cannot drift from what the parser accepts.
enum ShellCompletion: String, CaseIterable {
    case bash
    case zsh
    case fish

    func script(_ commands: [CommandEntry]) -> String {
        switch self {
        case .bash: Self.bash(commands)
        case .zsh: Self.zsh(commands)
        case .fish: Self.fish(commands)
        }
    }

    /// The `--format` values a command takes, from the formats registered for it.
    private static func formatNames(_ command: String) -> [String] {
        let formats: [any OutputFormat]
        switch command {
        case "verify": formats = OutputFormats.verification.described
        case "lint": formats = OutputFormats.lint.described
        case "match": formats = OutputFormats.match.described + OutputFormats.coverage.described
        default: formats = []
        }
        var names: [String] = []
        for format in formats where !names.contains(format.name) { names.append(format.name) }
        return names
    }

    /// Options whose value is a file name, completed as paths.
    private static let pathPlaceholders: Set<String> = ["file", "report", "path"]

    private static func bash(_ commands: [CommandEntry]) -> String {
        var lines = [
            "# bash completion for aasa (aasa completions bash)", "_aasa() {",
            "    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " ")) --help --version\" -- \"$current\"))",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for command in commands {
            let paths = command.options.filter { pathPlaceholders.contains($0.placeholder ?? "") }.map {
                "--" + $0.name.rawValue
            }
            let words = (command.options.map { "--" + $0.name.rawValue } + ["--help"]).joined(separator: " ")
            lines.append("    \(command.name))")
            let formats = Self.formatNames(command.name)
            if !formats.isEmpty, command.options.contains(where: { $0.name == .format }) {
                lines.append(
                    "        case \"$previous\" in --format) COMPREPLY=($(compgen -W \"\(formats.joined(separator: " "))\" "
                        + "-- \"$current\")); return ;; esac")
            }
            if !paths.isEmpty {
                lines.append(
                    "        case \"$previous\" in \(paths.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$current\")); return ;; esac"
                )
            }
            lines.append(
                "        if [[ \"$current\" == -* ]]; then COMPREPLY=($(compgen -W \"\(words)\" -- \"$current\"));")
            lines.append("        else COMPREPLY=($(compgen -f -- \"$current\")); fi ;;")
        }
        lines += ["    esac", "}", "complete -F _aasa aasa"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func zsh(_ commands: [CommandEntry]) -> String {
        var lines = [
            "#compdef aasa", "# zsh completion for aasa (aasa completions zsh)", "_aasa() {",
            "    local -a commands",
            "    commands=(" + commands.map { "'\($0.name):\(quoted($0.abstract))'" }.joined(separator: " ") + ")",
            "    if (( CURRENT == 2 )); then _describe 'command' commands; return; fi",
            "    case $words[2] in",
        ]
        for command in commands {
            let specs = command.options.map { option -> String in
                let help = quoted(option.help).replacing("[", with: "\\[")
                    .replacing("]", with: "\\]")
                let prefix = option.repeatable ? "*" : ""
                guard let placeholder = option.placeholder else { return "'\(prefix)--\(option.name)[\(help)]'" }
                let action = pathPlaceholders.contains(placeholder) ? "_files" : " "
                return "'\(prefix)--\(option.name)=[\(help)]:\(placeholder):\(action)'"
            }
            lines.append("    \(command.name)) _arguments -s \(specs.joined(separator: " ")) '*:argument:_files' ;;")
        }
        lines += ["    esac", "}", "_aasa \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fish(_ commands: [CommandEntry]) -> String {
        var lines = ["# fish completion for aasa (aasa completions fish)", "complete -c aasa -f"]
        for command in commands {
            lines.append(
                "complete -c aasa -n __fish_use_subcommand -a \(command.name) -d '\(quoted(command.abstract))'")
            for option in command.options {
                var line = "complete -c aasa -n '__fish_seen_subcommand_from \(command.name)' -l \(option.name)"
                if let placeholder = option.placeholder {
                    line += pathPlaceholders.contains(placeholder) ? " -r -F" : " -r"
                }
                lines.append(line + " -d '\(quoted(option.help))'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text inside single quotes: a quote becomes a typographic one, which every shell leaves alone.
    private static func quoted(_ text: String) -> String {
        text.replacing("'", with: "’")
    }
}
