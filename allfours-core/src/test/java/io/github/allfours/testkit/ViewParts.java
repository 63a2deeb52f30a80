package io.github.allfours.testkit;

import io.github.allfours.engine.SeatView;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The parts of a {@link SeatView} by name, for tests that walk every part (the secrecy checks, the differences in
 * assertion messages). The parts are found as the setters of {@link SeatView.Builder}, so a part added to the view
 * is walked with no change here.
 */
public final class ViewParts {
    private ViewParts() {
    }

    /**
     * Every part of a view.
     *
     * @param v a view
     * @return each part's name and value, in the order of the builder's methods as declared
     */
    public static Map<String, Object> of(SeatView v) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Method setter : SeatView.Builder.class.getDeclaredMethods()) {
            if (Modifier.isPublic(setter.getModifiers()) && setter.getParameterCount() == 1
                && setter.getReturnType() == SeatView.Builder.class) {
                try {
                    out.put(setter.getName(), SeatView.class.getMethod(setter.getName()).invoke(v));
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError("the view has no accessor for its builder's " + setter.getName(), e);
                }
            }
        }
        if (out.size() < 30) {
            throw new AssertionError("only " + out.size() + " parts found in " + SeatView.Builder.class);
        }
        return out;
    }
}
