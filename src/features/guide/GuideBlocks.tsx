import { Text, View } from "@react-pdf/renderer";
import type { GuideBlock } from "~/collections/guide/types";
import { styles } from "./theme";

/** One block of the guide's writing, as the PDF draws it. */
export function GuideBlockView({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <Text style={styles.paragraph}>{block.text}</Text>;
    case "subheading":
      // Kept with at least the first lines of what follows it.
      return (
        <Text style={styles.subheading} minPresenceAhead={60}>
          {block.text}
        </Text>
      );
    case "bullets":
      return <List items={block.items} marker={() => "•"} />;
    case "steps":
      return <List items={block.items} marker={(index) => `${index + 1}.`} />;
    case "example":
      return (
        <View style={styles.box}>
          <Text style={styles.boxTitle} minPresenceAhead={40}>
            Example: {block.title}
          </Text>
          {block.paragraphs.map((text) => (
            <Text key={text} style={styles.paragraph}>
              {text}
            </Text>
          ))}
        </View>
      );
    case "tip":
      return (
        <View style={styles.tip} wrap={false}>
          <Text>
            <Text style={styles.bold}>Tip: </Text>
            {block.text}
          </Text>
        </View>
      );
    case "checklist":
      return <Checklist title={block.title} items={block.items} />;
    case "worksheet":
      return <Worksheet {...block} />;
  }
}

export function GuideBlocks({ blocks }: { blocks: readonly GuideBlock[] }) {
  return blocks.map((block, index) => (
    // Blocks have no identity of their own; their order never changes within a render.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    <GuideBlockView key={index} block={block} />
  ));
}

function List({ items, marker }: { items: readonly string[]; marker: (index: number) => string }) {
  return (
    <View style={{ marginTop: 6 }}>
      {items.map((item, index) => (
        <View key={item} style={styles.listItem} wrap={false}>
          <Text style={styles.listMarker}>{marker(index)}</Text>
          <Text style={styles.listText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

export function Checklist({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <View style={styles.box}>
      <Text style={styles.boxTitle} minPresenceAhead={40}>
        Checklist: {title}
      </Text>
      <View style={{ marginTop: 4 }}>
        {items.map((item) => (
          <View key={item} style={styles.listItem} wrap={false}>
            <View style={styles.checkbox} />
            <Text style={styles.listText}>{item}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function Worksheet({
  title,
  instructions,
  columns,
  rows,
}: Extract<GuideBlock, { kind: "worksheet" }>) {
  // The table's own border stands in for the first column's left rule.
  const cell = (column: number) => [styles.tableCell, { borderLeftWidth: column === 0 ? 0 : 0.75 }];
  return (
    <View style={{ marginTop: 14 }} wrap={false}>
      <Text style={styles.boxTitle}>Worksheet: {title}</Text>
      <Text style={[styles.small, styles.muted, { marginTop: 2 }]}>{instructions}</Text>
      <View style={styles.table}>
        <View style={styles.tableHeaderRow}>
          {columns.map((column, index) => (
            <Text key={column} style={[...cell(index), styles.bold]}>
              {column}
            </Text>
          ))}
        </View>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty rows, identical but for their place.
          <View key={row} style={styles.tableRow}>
            {columns.map((column, index) => (
              <View key={column} style={[...cell(index), styles.emptyCell]} />
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}
