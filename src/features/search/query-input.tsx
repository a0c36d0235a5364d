import { SearchInput } from '../../components/search-input'
import { m } from '../../paraglide/messages.js'

/** The explorer's search box: the shared debounced search input with a Search button. */
export function QueryInput({
  value,
  onCommit,
  label,
  placeholder,
}: {
  value: string
  onCommit: (text: string) => void
  label: string
  placeholder: string
}) {
  return (
    <SearchInput
      value={value}
      onCommit={onCommit}
      label={label}
      placeholder={placeholder}
      submitLabel={m.search_submit()}
    />
  )
}
