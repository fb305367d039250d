/**
 * An icon chosen by its picture: the editor shows every icon the site can draw as a tile, the
 * chosen one marked, each named in words on hover and to screen readers ("Bar chart"). The file
 * keeps the icon's name (`"bar-chart-3"`), which the build's schema checks against the same list.
 * Native radio buttons underneath: arrow keys move the choice, as in any radio group.
 */
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { useId, useState } from "react";
import type { IconComponent } from "~/components/ui/Icon";

/** An icon's name in words: "bar-chart-3" → "Bar chart", "zap" → "Zap". */
export const iconWords = (name: string) => {
  const words = name.replace(/-\d+$/, "").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const tile = (checked: boolean, focused: boolean) =>
  ({
    outline: focused ? "2px solid #2563eb" : "none",
    outlineOffset: 2,
    display: "grid",
    placeItems: "center",
    width: 44,
    height: 44,
    borderRadius: 8,
    border: checked ? "2px solid #047857" : "1px solid #d4d4d8",
    background: checked ? "#ecfdf5" : "#ffffff",
    color: checked ? "#047857" : "#3f3f46",
    cursor: "pointer",
  }) as const;

const hidden = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  overflow: "hidden",
  clipPath: "inset(50%)",
} as const;

/**
 * The tiles: each icon (and, with `none`, a first tile that leaves the icon out), the chosen one
 * marked. Also the picker inside a field of several parts (a resource card).
 */
export function IconPicker<Name extends string>({
  label,
  description,
  icons,
  value,
  onChange,
  none,
}: {
  label: string;
  description?: string;
  icons: Readonly<Record<Name, IconComponent>>;
  /** The chosen icon's name, or "" for none. */
  value: Name | "";
  onChange: (value: Name | "") => void;
  /** The words of the tile that leaves the icon out; no such tile without it. */
  none?: string;
}) {
  const group = useId();
  // The radio itself is hidden under its picture: its tile shows where the keyboard is.
  const [focused, setFocused] = useState<Name | "" | null>(null);
  const choices = [...(none === undefined ? [] : [""]), ...Object.keys(icons)] as (Name | "")[];
  return (
    <fieldset
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0, fontFamily: "system-ui, sans-serif" }}
    >
      <legend
        style={{ padding: 0, fontWeight: 500, fontSize: 14, marginBottom: 8, color: "#3f3f46" }}
      >
        {label}: {value === "" ? none : iconWords(value)}
      </legend>
      {description && <p style={{ margin: "0 0 8px", fontSize: 13 }}>{description}</p>}
      <div style={{ display: "flex", flexWrap: "wrap", gap: 6 }}>
        {choices.map((name) => {
          const Icon: IconComponent | null = name === "" ? null : icons[name];
          const words = name === "" ? (none ?? "") : iconWords(name);
          return (
            <label key={name} title={words} style={tile(name === value, focused === name)}>
              <input
                type="radio"
                name={group}
                value={name}
                checked={name === value}
                onChange={() => onChange(name)}
                onFocus={() => setFocused(name)}
                onBlur={() => setFocused(null)}
                aria-label={words}
                style={hidden}
              />
              {Icon ? (
                <Icon aria-hidden={true} width={22} height={22} />
              ) : (
                <span style={{ fontSize: 12 }}>{words}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The stored name read back: `missing` when the file has none, an error for a name not drawn. */
function iconReader<Name extends string, Missing>(
  label: string,
  names: readonly Name[],
  missing: Missing,
) {
  return (value: FormFieldStoredValue): Name | Missing => {
    if (value === undefined) return missing;
    if (typeof value !== "string" || !names.includes(value as Name)) {
      throw new Error(`${label}: "${String(value)}" is not an icon the site draws`);
    }
    return value as Name;
  };
}

/** A required icon. `options` lists the names for the test that holds editor and schema together. */
export function iconField<Name extends string>({
  label,
  description,
  icons,
  defaultValue,
}: {
  label: string;
  description?: string;
  /** The icons to choose from, by the name the file stores. */
  icons: Readonly<Record<Name, IconComponent>>;
  defaultValue: NoInfer<Name>;
}): BasicFormField<Name> & { options: readonly { value: Name }[] } {
  const names = Object.keys(icons) as Name[];
  const known = (value: unknown): value is Name =>
    typeof value === "string" && names.includes(value as Name);
  const parse = iconReader(label, names, defaultValue);
  return {
    kind: "form",
    label,
    options: names.map((value) => ({ value })),
    Input({ value, onChange }) {
      return (
        <IconPicker
          label={label}
          description={description}
          icons={icons}
          value={value}
          onChange={(name) => {
            if (name !== "") onChange(name);
          }}
        />
      );
    },
    defaultValue: () => defaultValue,
    parse,
    serialize: (value) => ({ value }),
    validate: (value) => {
      if (!known(value)) throw new Error(`${label}: choose an icon`);
      return value;
    },
    reader: { parse },
  };
}

/** An icon the file may leave out: `none` stores no key at all. */
export function optionalIconField<Name extends string>({
  label,
  icons,
  none = "None",
}: {
  label: string;
  icons: Readonly<Record<Name, IconComponent>>;
  none?: string;
}): BasicFormField<Name | ""> & { options: readonly { value: Name }[] } {
  const names = Object.keys(icons) as Name[];
  const parse = iconReader(label, names, "" as const);
  return {
    kind: "form",
    label,
    options: names.map((value) => ({ value })),
    Input({ value, onChange }) {
      return (
        <IconPicker label={label} icons={icons} value={value} onChange={onChange} none={none} />
      );
    },
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value === "" ? undefined : value }),
    validate: (value) => value,
    reader: { parse },
  };
}
