-- How many published documents (pages, and articles in the languages they are published in) hold
-- each lexeme of the search columns, per language: what Aya weighs a question's words with. Kept
-- here by the triggers below as pages and articles change, so a question reads the rows of its own
-- words however large the archive, and nothing is counted again after a publication. Derived from
-- pages and articles: not in the drizzle schema, so backups leave it out and a restore rebuilds it.
CREATE TABLE "search_lexemes" (
	"lang" text NOT NULL,
	"lexeme" text COLLATE "C" NOT NULL,
	"docs" integer NOT NULL,
	CONSTRAINT "search_lexemes_pkey" PRIMARY KEY ("lang", "lexeme")
);
--> statement-breakpoint
-- Other forms of a word are looked for by their first five letters (domain/chat/site-stats.ts).
CREATE INDEX "search_lexemes_prefix_idx" ON "search_lexemes" ("lang", left("lexeme", 5));
--> statement-breakpoint
-- The lexemes one document counts in: each lexeme of its search column, in each language it is published in.
CREATE FUNCTION search_lexeme_keys(live_en boolean, live_fr boolean, search_en tsvector, search_fr tsvector)
RETURNS TABLE (lang text, lexeme text) LANGUAGE sql IMMUTABLE AS $$
	SELECT 'en', l FROM unnest(tsvector_to_array(search_en)) AS l WHERE live_en
	UNION ALL SELECT 'fr', l FROM unnest(tsvector_to_array(search_fr)) AS l WHERE live_fr
$$;
--> statement-breakpoint
-- Every count made again from the tables (after a truncate, and once here).
CREATE FUNCTION search_lexemes_rebuild() RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
	DELETE FROM search_lexemes;
	INSERT INTO search_lexemes (lang, lexeme, docs)
	SELECT k.lang, k.lexeme, count(*)::int FROM (
		SELECT true AS live_en, true AS live_fr, search_en, search_fr FROM pages
		UNION ALL SELECT live_en, live_fr, search_en, search_fr FROM articles
	) d
	CROSS JOIN LATERAL search_lexeme_keys(d.live_en, d.live_fr, d.search_en, d.search_fr) k
	GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- Once per statement with the rows it changed: the old rows' lexemes count -1, the new ones' +1, and
-- only the lexemes whose count moved are written (a save that changes no text writes nothing), in
-- key order so two transactions never wait on each other's rows in opposite orders; a lexeme no
-- document holds any more is removed by its key. Pages are published in both languages; the
-- statement is built per table because only articles have the live_en and live_fr columns.
CREATE FUNCTION search_lexemes_follow() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
	live text := CASE WHEN TG_TABLE_NAME = 'pages' THEN 'true AS live_en, true AS live_fr' ELSE 'live_en, live_fr' END;
	changed text;
	gone_langs text[];
	gone_lexemes text[];
BEGIN
	changed := CASE TG_OP
		WHEN 'INSERT' THEN format('SELECT 1 AS n, %s, search_en, search_fr FROM new_rows', live)
		WHEN 'UPDATE' THEN format('SELECT -1 AS n, %1$s, search_en, search_fr FROM old_rows UNION ALL SELECT 1, %1$s, search_en, search_fr FROM new_rows', live)
		ELSE format('SELECT -1 AS n, %s, search_en, search_fr FROM old_rows', live)
	END;
	EXECUTE format(
		'WITH moved AS (
			INSERT INTO search_lexemes AS s (lang, lexeme, docs)
			SELECT k.lang, k.lexeme, sum(r.n)::int FROM (%s) r
			CROSS JOIN LATERAL search_lexeme_keys(r.live_en, r.live_fr, r.search_en, r.search_fr) k
			GROUP BY 1, 2 HAVING sum(r.n) <> 0 ORDER BY 1, 2
			ON CONFLICT (lang, lexeme) DO UPDATE SET docs = s.docs + excluded.docs
			RETURNING s.lang, s.lexeme, s.docs
		) SELECT array_agg(lang), array_agg(lexeme) FROM moved WHERE docs <= 0', changed)
	INTO gone_langs, gone_lexemes;
	IF gone_langs IS NOT NULL THEN
		DELETE FROM search_lexemes s USING unnest(gone_langs, gone_lexemes) AS g(lang, lexeme)
		WHERE s.lang = g.lang AND s.lexeme = g.lexeme AND s.docs <= 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_lexemes_recount() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	PERFORM search_lexemes_rebuild();
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_lexemes_insert AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_follow();
--> statement-breakpoint
CREATE TRIGGER search_lexemes_update AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_follow();
--> statement-breakpoint
CREATE TRIGGER search_lexemes_delete AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_follow();
--> statement-breakpoint
CREATE TRIGGER search_lexemes_truncate AFTER TRUNCATE ON articles
	FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_recount();
--> statement-breakpoint
CREATE TRIGGER search_lexemes_insert AFTER INSERT ON pages REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_follow();
--> statement-breakpoint
CREATE TRIGGER search_lexemes_update AFTER UPDATE ON pages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_follow();
--> statement-breakpoint
CREATE TRIGGER search_lexemes_delete AFTER DELETE ON pages REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_follow();
--> statement-breakpoint
CREATE TRIGGER search_lexemes_truncate AFTER TRUNCATE ON pages
	FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_recount();
--> statement-breakpoint
SELECT search_lexemes_rebuild();
