-- docs/decisions/049: the working hours a courier's marks are made of (queries/marks.ts, markColumns), one function
-- each. A list's page is planned at every call (decision 039), and these subqueries cost that planning about as much as
-- the search itself. A plpgsql function plans its statement once a connection: the page's plan sees a call instead.
-- (The open block stays a subquery: isOpenBlock is the API's one definition of it.)
CREATE FUNCTION headquarter_weekly_hours(headquarter uuid) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((
    SELECT json_agg(json_build_object('weekday', h.weekday, 'starts_at', h.starts_at, 'ends_at', h.ends_at))
    FROM working_hours h WHERE h.headquarter_id = headquarter), '[]'::json);
END $$;
--> statement-breakpoint
CREATE FUNCTION courier_weekly_hours(headquarter uuid, courier uuid) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((
    SELECT json_agg(json_build_object('weekday', h.weekday, 'starts_at', h.starts_at, 'ends_at', h.ends_at))
    FROM messenger_working_hours h WHERE h.headquarter_id = headquarter AND h.messenger_id = courier), '[]'::json);
END $$;
--> statement-breakpoint
CREATE FUNCTION courier_excluded_at(headquarter uuid, courier uuid, at timestamptz) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((
    SELECT json_agg(json_build_object('starts_at', e.starts_at, 'ends_at', e.ends_at))
    FROM messenger_excluded_hours e
    WHERE e.headquarter_id = headquarter AND e.messenger_id = courier AND e.starts_at <= at AND e.ends_at > at), '[]'::json);
END $$;
