import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import {
  completeGuide,
  implementationChecklist,
  readinessAssessment,
} from "~/collections/downloads";
import { site } from "~/collections/facts";
import {
  checklistIntro,
  checklistPhases,
  guideIntroduction,
  guideNextSteps,
  readinessAreas,
  readinessBands,
  readinessClosing,
  readinessIntro,
  toolDirectory,
  toolDirectoryIntro,
} from "~/collections/guide";
import type { GuideChapter, ToolCategory } from "~/collections/guide/types";
import type { Download } from "~/components/sections/Downloads";
import { guideChapters, guideCover } from "~/features/guide/chapters";
import { absoluteUrl } from "~/lib/origin";
import { Checklist, GuideBlocks } from "./GuideBlocks";
import { colors, pageMargin, sansBold, styles } from "./theme";

/**
 * Where each titled part starts, learned from a first rendering and printed in the contents by
 * the second (render-pdf.ts). Parts are keyed by their anchor id.
 */
export type PageMap = Map<string, number>;

interface PartProps {
  pages: PageMap;
}

/** Records the page this point of the document lands on, and is a target for contents links. */
function Anchor({ id, pages }: { id: string; pages: PageMap }) {
  return (
    <View
      id={id}
      render={({ pageNumber }) => {
        pages.set(id, pageNumber);
        return null;
      }}
    />
  );
}

function RunningHeader({ left, right }: { left: string; right: string }) {
  return (
    <View style={styles.runningHeader} fixed>
      <Text>{left}</Text>
      <Text>{right}</Text>
    </View>
  );
}

function RunningFooter() {
  return (
    <>
      <Text style={styles.runningFooter} fixed>
        {site.name} · {new URL(absoluteUrl("/")).host}
      </Text>
      <Text
        style={[styles.runningFooter, { textAlign: "right" }]}
        fixed
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </>
  );
}

/** A page of running text. `bookmark` names it in the PDF reader's outline. */
function InnerPage({
  title,
  part,
  bookmark,
  children,
}: {
  title: string;
  part: string;
  bookmark?: string;
  children: ReactNode;
}) {
  return (
    <Page size="LETTER" style={styles.page} bookmark={bookmark}>
      <RunningHeader left={title} right={part} />
      {children}
      <RunningFooter />
    </Page>
  );
}

const editionOf = (date: Date) =>
  `Edition of ${date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "America/Los_Angeles" })}`;

function GuideCover() {
  return (
    <Page
      size="LETTER"
      style={[
        styles.page,
        { backgroundColor: colors.brand900, color: colors.white, paddingTop: 110 },
      ]}
    >
      <Text style={[styles.eyebrow, { color: colors.brand200 }]}>{site.name} · Free resource</Text>
      <Text style={{ fontFamily: sansBold, fontSize: 38, lineHeight: 1.15, marginTop: 14 }}>
        {completeGuide.title}
      </Text>
      <Text style={{ fontSize: 14, lineHeight: 1.5, marginTop: 20, color: colors.brand100 }}>
        {guideCover.lead}
      </Text>
      <View style={{ flexDirection: "row", marginTop: 36, gap: 16 }}>
        {guideCover.stats.map((stat) => (
          <View
            key={stat.label}
            style={{ flex: 1, borderTopWidth: 2, borderTopColor: colors.brand600, paddingTop: 10 }}
          >
            <Text style={{ fontFamily: sansBold, fontSize: 24, lineHeight: 1.2 }}>
              {stat.value}
            </Text>
            <Text style={{ fontSize: 10, color: colors.brand100, marginTop: 2 }}>{stat.label}</Text>
          </View>
        ))}
      </View>
      <Text style={[styles.eyebrow, { color: colors.brand200, marginTop: 40 }]}>Inside</Text>
      {guideChapters.map((chapter) => (
        <Text key={chapter.title} style={{ fontSize: 12, marginTop: 4 }}>
          {chapter.number}. {chapter.title}
        </Text>
      ))}
      <View style={{ position: "absolute", bottom: 56, left: pageMargin, right: pageMargin }}>
        <Text style={{ fontFamily: sansBold, fontSize: 12 }}>{site.name}</Text>
        <Text style={{ fontSize: 10, color: colors.brand100 }}>
          {site.tagline} · {absoluteUrl("/")}
        </Text>
        <Text style={{ fontSize: 9, color: colors.brand200, marginTop: 6 }}>
          {editionOf(new Date())}
        </Text>
      </View>
    </Page>
  );
}

interface ContentsEntry {
  id: string;
  label: string;
  indent?: boolean;
}

function Contents({ entries, pages }: { entries: readonly ContentsEntry[] } & PartProps) {
  return (
    <View>
      <Text style={styles.chapterTitle}>Contents</Text>
      <View style={{ marginTop: 18 }}>
        {entries.map((entry) => (
          <Link
            key={entry.id}
            src={`#${entry.id}`}
            style={{ color: colors.ink, textDecoration: "none" }}
          >
            <View
              style={{
                flexDirection: "row",
                marginTop: entry.indent ? 0 : 6,
                paddingLeft: entry.indent ? 16 : 0,
              }}
            >
              <Text style={[{ flex: 1 }, entry.indent ? styles.muted : styles.bold]}>
                {entry.label}
              </Text>
              <Text style={entry.indent ? styles.muted : styles.bold}>
                {pages.get(entry.id) ?? ""}
              </Text>
            </View>
          </Link>
        ))}
      </View>
    </View>
  );
}

const chapterId = (chapter: GuideChapter) => `chapter-${chapter.number}`;
const topicId = (chapter: GuideChapter, index: number) =>
  `${chapterId(chapter)}-topic-${index + 1}`;

function Chapter({ chapter, pages }: { chapter: GuideChapter } & PartProps) {
  const part = `Section ${chapter.number}: ${chapter.title}`;
  return (
    <InnerPage
      title={completeGuide.title}
      part={part}
      bookmark={`${chapter.number}. ${chapter.title}`}
    >
      <Anchor id={chapterId(chapter)} pages={pages} />
      <Text style={styles.eyebrow}>Section {chapter.number}</Text>
      <Text style={styles.chapterTitle}>{chapter.title}</Text>
      <Text style={styles.chapterDescription}>{chapter.description}</Text>
      <View style={[styles.box, { marginTop: 18 }]} wrap={false}>
        <Text style={styles.boxTitle}>In this section</Text>
        {chapter.topics.map((topic, index) => (
          <Text key={topic.title} style={{ marginTop: 4 }}>
            {chapter.number}.{index + 1} {topic.title}
          </Text>
        ))}
      </View>
      <GuideBlocks blocks={chapter.opening} />
      {chapter.topics.map((topic, index) => (
        <View key={topic.title}>
          <Anchor id={topicId(chapter, index)} pages={pages} />
          <Text style={styles.topicTitle} minPresenceAhead={90}>
            {chapter.number}.{index + 1} {topic.title}
          </Text>
          <Text style={styles.topicSummary}>{topic.summary}</Text>
          <GuideBlocks blocks={topic.blocks} />
        </View>
      ))}
      <View style={[styles.box, { marginTop: 24 }]} wrap={false}>
        <Text style={styles.boxTitle}>Key takeaways</Text>
        {chapter.takeaways.map((takeaway) => (
          <View key={takeaway} style={styles.listItem}>
            <Text style={styles.listMarker}>•</Text>
            <Text style={styles.listText}>{takeaway}</Text>
          </View>
        ))}
      </View>
    </InnerPage>
  );
}

const toolCategories: ToolCategory[] = [...new Set(toolDirectory.map((tool) => tool.category))];

function ToolDirectory({ pages }: PartProps) {
  return (
    <InnerPage title={completeGuide.title} part="Tool directory" bookmark="Tool directory">
      <Anchor id="tools" pages={pages} />
      <Text style={styles.eyebrow}>Tool directory</Text>
      <Text style={styles.chapterTitle}>{toolDirectory.length} tools, reviewed</Text>
      <GuideBlocks blocks={toolDirectoryIntro} />
      {toolCategories.map((category) => (
        <View key={category}>
          <Text style={styles.topicTitle} minPresenceAhead={120}>
            {category}
          </Text>
          {toolDirectory
            .filter((tool) => tool.category === category)
            .map((tool) => (
              <View
                key={tool.name}
                wrap={false}
                style={{
                  marginTop: 10,
                  padding: 10,
                  borderWidth: 0.75,
                  borderColor: colors.line,
                  borderRadius: 6,
                }}
              >
                <Text style={[styles.bold, { fontSize: 12 }]}>{tool.name}</Text>
                <Text style={{ marginTop: 2 }}>{tool.summary}</Text>
                <ToolFact label="Best for" text={tool.bestFor} />
                <ToolFact label="Pricing model" text={tool.pricingModel} />
                <ToolFact label="Works with" text={tool.worksWith} />
                <ToolFact label="Watch out for" text={tool.watchOut} />
              </View>
            ))}
        </View>
      ))}
    </InnerPage>
  );
}

function ToolFact({ label, text }: { label: string; text: string }) {
  return (
    <Text style={[styles.small, { marginTop: 3 }]}>
      <Text style={[styles.bold, { color: colors.brand700 }]}>{label}: </Text>
      {text}
    </Text>
  );
}

const scoreRange = (min: number, max: number) => `${min} to ${max}`;
const maxScore = readinessAreas.reduce((sum, area) => sum + area.statements.length * 5, 0);

function ReadinessScorecard() {
  return (
    <View>
      {readinessAreas.map((area, index) => (
        <View key={area.area}>
          <Text style={styles.topicTitle} minPresenceAhead={120}>
            {index + 1}. {area.area}
          </Text>
          <Text style={styles.paragraph}>{area.why}</Text>
          <View style={styles.table}>
            <View style={styles.tableHeaderRow}>
              <Text style={[styles.tableCell, styles.bold, { flex: 6, borderLeftWidth: 0 }]}>
                Statement
              </Text>
              {[1, 2, 3, 4, 5].map((score) => (
                <Text key={score} style={[styles.tableCell, styles.bold, { textAlign: "center" }]}>
                  {score}
                </Text>
              ))}
            </View>
            {area.statements.map((statement) => (
              <View key={statement} style={styles.tableRow} wrap={false}>
                <Text style={[styles.tableCell, { flex: 6, borderLeftWidth: 0, fontSize: 9.5 }]}>
                  {statement}
                </Text>
                {[1, 2, 3, 4, 5].map((score) => (
                  <View
                    key={score}
                    style={[styles.tableCell, { alignItems: "center", justifyContent: "center" }]}
                  >
                    <View style={[styles.checkbox, { marginTop: 0, marginRight: 0 }]} />
                  </View>
                ))}
              </View>
            ))}
          </View>
          <Text style={[styles.paragraph, styles.bold]}>
            Your {area.area.toLowerCase()} score: ______ of {area.statements.length * 5}
          </Text>
          <View style={styles.box} wrap={false}>
            <Text style={styles.boxTitle}>
              If {area.area.toLowerCase()} is one of your lowest scores
            </Text>
            {area.ifLow.map((action) => (
              <View key={action} style={styles.listItem}>
                <Text style={styles.listMarker}>•</Text>
                <Text style={styles.listText}>{action}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
      <Text style={styles.topicTitle} minPresenceAhead={160}>
        What your total score means
      </Text>
      <Text style={[styles.paragraph, styles.bold]}>Your total score: ______ of {maxScore}</Text>
      {readinessBands.map((band) => (
        <View key={band.label} style={styles.box} wrap={false}>
          <Text style={styles.boxTitle}>
            {scoreRange(band.min, band.max)}: {band.label}
          </Text>
          <Text style={styles.paragraph}>{band.meaning}</Text>
          {band.nextSteps.map((step) => (
            <View key={step} style={styles.listItem}>
              <Text style={styles.listMarker}>•</Text>
              <Text style={styles.listText}>{step}</Text>
            </View>
          ))}
        </View>
      ))}
      <GuideBlocks blocks={readinessClosing} />
    </View>
  );
}

function ImplementationPhases() {
  return checklistPhases.map((phase, index) => (
    <View key={phase.phase}>
      <Text style={styles.topicTitle} minPresenceAhead={100}>
        Phase {index + 1}: {phase.phase}
      </Text>
      <Text style={[styles.small, styles.muted]}>{phase.when}</Text>
      <Checklist title={phase.phase} items={phase.items} />
    </View>
  ));
}

function Appendix({
  id,
  letter,
  download,
  pages,
  children,
}: { id: string; letter: string; download: Download; children: ReactNode } & PartProps) {
  return (
    <InnerPage
      title={completeGuide.title}
      part={`Appendix ${letter}`}
      bookmark={`Appendix ${letter}: ${download.title}`}
    >
      <Anchor id={id} pages={pages} />
      <Text style={styles.eyebrow}>Appendix {letter}</Text>
      <Text style={styles.chapterTitle}>{download.title}</Text>
      {children}
    </InnerPage>
  );
}

function NextSteps() {
  return (
    <View>
      <GuideBlocks blocks={guideNextSteps.blocks} />
      <View style={[styles.box, { marginTop: 20 }]} wrap={false}>
        <Text style={styles.boxTitle}>Talk to us</Text>
        <Text style={styles.paragraph}>Book a free call: {site.bookingUrl}</Text>
        <Text>
          Phone: {site.phone} · Email: {site.email}
        </Text>
        <Text>Website: {absoluteUrl("/")}</Text>
        <Text>ROI calculator: {absoluteUrl("/roi-calculator")}</Text>
      </View>
    </View>
  );
}

const documentInfo = (download: Download) => ({
  title: download.title,
  author: site.name,
  subject: download.summary,
  creator: site.name,
  producer: site.name,
  language: "en-US",
});

/** The complete guide: cover, contents, introduction, five sections, tools, two appendices. */
export function CompleteGuidePdf({ pages }: PartProps) {
  const contents: ContentsEntry[] = [
    { id: "introduction", label: guideIntroduction.title },
    ...guideChapters.flatMap((chapter) => [
      { id: chapterId(chapter), label: `${chapter.number}. ${chapter.title}` },
      ...chapter.topics.map((topic, index) => ({
        id: topicId(chapter, index),
        label: `${chapter.number}.${index + 1} ${topic.title}`,
        indent: true,
      })),
    ]),
    { id: "tools", label: "Tool directory" },
    { id: "readiness", label: `Appendix A: ${readinessAssessment.title}` },
    { id: "checklist", label: `Appendix B: ${implementationChecklist.title}` },
    { id: "next-steps", label: "Next steps" },
  ];
  return (
    <Document {...documentInfo(completeGuide)}>
      <GuideCover />
      <InnerPage title={completeGuide.title} part="Contents" bookmark="Contents">
        <Contents entries={contents} pages={pages} />
      </InnerPage>
      <InnerPage title={completeGuide.title} part="Introduction" bookmark={guideIntroduction.title}>
        <Anchor id="introduction" pages={pages} />
        <Text style={styles.eyebrow}>Introduction</Text>
        <Text style={styles.chapterTitle}>{guideIntroduction.title}</Text>
        <GuideBlocks blocks={guideIntroduction.blocks} />
      </InnerPage>
      {guideChapters.map((chapter) => (
        <Chapter key={chapter.title} chapter={chapter} pages={pages} />
      ))}
      <ToolDirectory pages={pages} />
      <Appendix id="readiness" letter="A" download={readinessAssessment} pages={pages}>
        <GuideBlocks blocks={readinessIntro} />
        <ReadinessScorecard />
      </Appendix>
      <Appendix id="checklist" letter="B" download={implementationChecklist} pages={pages}>
        <GuideBlocks blocks={checklistIntro} />
        <ImplementationPhases />
      </Appendix>
      <InnerPage title={completeGuide.title} part="Next steps" bookmark="Next steps">
        <Anchor id="next-steps" pages={pages} />
        <Text style={styles.eyebrow}>Next steps</Text>
        <Text style={styles.chapterTitle}>{guideNextSteps.title}</Text>
        <NextSteps />
      </InnerPage>
    </Document>
  );
}

/** A companion resource on its own: a short cover, its content, and how to reach the firm. */
function CompanionPdf({
  download,
  lead,
  children,
}: {
  download: Download;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Document {...documentInfo(download)}>
      <InnerPage title={download.title} part={`From ${completeGuide.title}`}>
        <View
          style={{
            backgroundColor: colors.brand900,
            color: colors.white,
            padding: 20,
            borderRadius: 8,
          }}
        >
          <Text style={[styles.eyebrow, { color: colors.brand200 }]}>
            {site.name} · Free resource
          </Text>
          <Text style={{ fontFamily: sansBold, fontSize: 26, lineHeight: 1.2, marginTop: 6 }}>
            {download.title}
          </Text>
          <Text style={{ marginTop: 8, color: colors.brand100 }}>{lead}</Text>
        </View>
        {children}
        <View style={[styles.box, { marginTop: 24 }]} wrap={false}>
          <Text style={styles.boxTitle}>Want a second opinion?</Text>
          <Text style={styles.paragraph}>
            Book a free call at {site.bookingUrl}, call {site.phone} or write to {site.email}. The
            complete guide, with worksheets for every step, is free at{" "}
            {absoluteUrl("/automation-guide")}.
          </Text>
        </View>
      </InnerPage>
    </Document>
  );
}

export function ReadinessAssessmentPdf({ lead }: { lead: string }) {
  return (
    <CompanionPdf download={readinessAssessment} lead={lead}>
      <GuideBlocks blocks={readinessIntro} />
      <ReadinessScorecard />
    </CompanionPdf>
  );
}

export function ImplementationChecklistPdf({ lead }: { lead: string }) {
  return (
    <CompanionPdf download={implementationChecklist} lead={lead}>
      <GuideBlocks blocks={checklistIntro} />
      <ImplementationPhases />
    </CompanionPdf>
  );
}
