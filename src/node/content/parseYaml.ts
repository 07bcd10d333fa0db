/**
 * A YAML content file (versions, API sidebar, category and blog metadata)
 * parsed with js-yaml; a syntax error becomes a content problem at its line.
 */
import yaml from "js-yaml"
import { yamlContentError } from "./contentError"

/** `label` starts the problem's message ("invalid YAML: ..."). */
export function parseYaml(text: string, file: string, label = "invalid YAML"): unknown {
  try {
    return yaml.load(text)
  } catch (error) {
    throw yamlContentError(file, error, label)
  }
}
