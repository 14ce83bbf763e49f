-- How many articles there are, and how many each language publishes in all, per category and per
-- tag: kept here by the triggers below as articles change, so the insights filters, their totals
-- and the admin's count read a few rows however large the archive. Derived from articles: not in
-- the drizzle schema, so backups leave it out and a restore rebuilds it as it inserts the articles.
CREATE TABLE "article_facets" (
	"lang" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"articles" integer NOT NULL,
	CONSTRAINT "article_facets_pkey" PRIMARY KEY ("lang", "facet", "value")
);
--> statement-breakpoint
-- The facets one article counts in: ('', 'all', '') for every article, and for each language it is
-- published in: (lang, 'all', ''), its category and each of its tags.
CREATE FUNCTION article_facet_keys(live_en boolean, live_fr boolean, category_en text, category_fr text, tags_en text[], tags_fr text[])
RETURNS TABLE (lang text, facet text, value text) LANGUAGE sql IMMUTABLE AS $$
	SELECT '', 'all', ''
	UNION ALL SELECT 'en', 'all', '' WHERE live_en
	UNION ALL SELECT 'fr', 'all', '' WHERE live_fr
	UNION ALL SELECT 'en', 'category', category_en WHERE live_en
	UNION ALL SELECT 'fr', 'category', category_fr WHERE live_fr
	UNION ALL SELECT DISTINCT 'en', 'tag', t FROM unnest(tags_en) AS t WHERE live_en
	UNION ALL SELECT DISTINCT 'fr', 'tag', t FROM unnest(tags_fr) AS t WHERE live_fr
$$;
--> statement-breakpoint
-- Once per statement with the rows it changed (a thousand-row insert is one upsert); the upsert
-- goes in key order so two transactions never wait on each other's rows in opposite orders. The
-- schema it was made in is the one it writes to, whatever the session's search_path.
CREATE FUNCTION article_facets_follow() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO article_facets AS f (lang, facet, value, articles)
		SELECT k.lang, k.facet, k.value, count(*)::int FROM new_rows r
		CROSS JOIN LATERAL article_facet_keys(r.live_en, r.live_fr, r.category_en, r.category_fr, r.tags_en, r.tags_fr) k
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (lang, facet, value) DO UPDATE SET articles = f.articles + excluded.articles;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO article_facets AS f (lang, facet, value, articles)
		SELECT k.lang, k.facet, k.value, sum(r.n)::int FROM (
			SELECT -1 AS n, o.live_en, o.live_fr, o.category_en, o.category_fr, o.tags_en, o.tags_fr FROM old_rows o
			UNION ALL
			SELECT 1, w.live_en, w.live_fr, w.category_en, w.category_fr, w.tags_en, w.tags_fr FROM new_rows w
		) r
		CROSS JOIN LATERAL article_facet_keys(r.live_en, r.live_fr, r.category_en, r.category_fr, r.tags_en, r.tags_fr) k
		GROUP BY 1, 2, 3 HAVING sum(r.n) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT (lang, facet, value) DO UPDATE SET articles = f.articles + excluded.articles;
		DELETE FROM article_facets WHERE articles = 0;
	ELSE
		INSERT INTO article_facets AS f (lang, facet, value, articles)
		SELECT k.lang, k.facet, k.value, -count(*)::int FROM old_rows r
		CROSS JOIN LATERAL article_facet_keys(r.live_en, r.live_fr, r.category_en, r.category_fr, r.tags_en, r.tags_fr) k
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (lang, facet, value) DO UPDATE SET articles = f.articles + excluded.articles;
		DELETE FROM article_facets WHERE articles = 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION article_facets_clear() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	DELETE FROM article_facets;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER article_facets_insert AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION article_facets_follow();
--> statement-breakpoint
CREATE TRIGGER article_facets_update AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION article_facets_follow();
--> statement-breakpoint
CREATE TRIGGER article_facets_delete AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION article_facets_follow();
--> statement-breakpoint
CREATE TRIGGER article_facets_truncate AFTER TRUNCATE ON articles
	FOR EACH STATEMENT EXECUTE FUNCTION article_facets_clear();
--> statement-breakpoint
INSERT INTO article_facets (lang, facet, value, articles)
SELECT k.lang, k.facet, k.value, count(*)::int FROM articles r
CROSS JOIN LATERAL article_facet_keys(r.live_en, r.live_fr, r.category_en, r.category_fr, r.tags_en, r.tags_fr) k
GROUP BY 1, 2, 3;
